import { useState } from 'react';
import {
  Checkbox,
  Group,
  Modal,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { z } from 'zod';
import { roleInputSchema } from '@mvm/domain/gebruikers/schemas';
import type { Role } from '../api/get-rollen';
import { useSaveRol } from '../api/save-rol';
import { showSaveError } from './form-errors';
import { FormActions } from '../../../components/form-actions/form-actions';
import {
  ACCESS_LABELS,
  ACCESS_VERBS,
  accessOf,
  areasOf,
  fitsSimpleForm,
  ROLE_AREAS,
  withArea,
  type RoleAccess,
} from '../model/role-areas';

type FormValues = { name: string; verbs: string[]; endpoints: string };

export const VERB_LABELS: [string, string][] = [
  ['GET', 'GET: bekijken'],
  ['POST', 'POST: aanmaken'],
  ['PUT', 'PUT: wijzigen'],
  ['DELETE', 'DELETE: verwijderen'],
  ['*', '*: alles'],
];

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const toBody = (values: FormValues) => ({
  name: values.name.trim(),
  verbs: values.verbs,
  endpoints: lines(values.endpoints),
});

// The API's role schema checks the form; the paths are one per line, and their message goes under the box.
const resolver = zod4Resolver(
  roleInputSchema.extend({
    endpoints: z.string().superRefine((text, ctx) => {
      const result = roleInputSchema.shape.endpoints.safeParse(lines(text));
      if (!result.success) ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message });
    }),
  }),
  { errorPriority: 'first' },
);

type RolModalProps = { opened: boolean; rol: Role | undefined; onClose: () => void };

/** A role: a name, the allowed actions and the paths they apply to (DESIGN.md permissions). */
export function RolModal({ opened, rol, onClose }: RolModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={rol ? `Rol ${rol.name} wijzigen` : 'Nieuwe rol'}
      centered
      size="lg"
    >
      {opened ? <RolForm rol={rol} onClose={onClose} /> : null}
    </Modal>
  );
}

function RolForm({ rol, onClose }: Omit<RolModalProps, 'opened'>) {
  const form = useForm<FormValues>({
    initialValues: {
      name: rol?.name ?? '',
      verbs: rol?.verbs ?? ['GET'],
      endpoints: rol?.endpoints.join('\n') ?? '',
    },
    validate: resolver,
  });
  // Issue 27 item 15: areas and actions in words; the raw form for what they cannot say.
  const [advanced, setAdvanced] = useState(() => !fitsSimpleForm(rol?.verbs ?? [], rol?.endpoints ?? []));
  const endpoints = lines(form.values.endpoints);
  const chosen = new Set(areasOf(endpoints).map((a) => a.label));
  const setEndpoints = (next: string[]) => form.setFieldValue('endpoints', next.join('\n'));
  // A renamed role shows up in the users' list too: the hook reloads both.
  const save = useSaveRol({
    onSuccess: (saved) => {
      notifications.show({
        color: 'green',
        title: 'Opgeslagen!',
        message: `De rol ${saved.name} is opgeslagen.`,
      });
      onClose();
    },
    onError: (error) => showSaveError(error, form.setErrors),
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        if (!save.isPending)
          // The form validated with roleInputSchema, so parse cannot fail here; it narrows the verbs' type.
          save.mutate({ values: roleInputSchema.parse(toBody(values)), id: rol?.ID });
      })}
    >
      <Stack gap="md">
        <TextInput label="Naam" withAsterisk data-autofocus {...form.getInputProps('name')} />
        <Switch
          label="Geavanceerd: paden en acties zelf invullen"
          checked={advanced}
          onChange={(event) => setAdvanced(event.currentTarget.checked)}
        />
        {advanced ? null : (
          <>
            <Radio.Group
              label="Mag"
              withAsterisk
              value={accessOf(form.values.verbs)}
              onChange={(value) => form.setFieldValue('verbs', ACCESS_VERBS[value as RoleAccess])}
              error={form.errors.verbs}
            >
              <Group gap="lg" mt={6}>
                {(Object.keys(ACCESS_LABELS) as RoleAccess[]).map((access) => (
                  <Radio key={access} value={access} label={ACCESS_LABELS[access]} />
                ))}
              </Group>
            </Radio.Group>
            <Checkbox.Group label="Onderdelen" withAsterisk value={[...chosen]} error={form.errors.endpoints}>
              <SimpleGrid cols={2} spacing="xs" mt={6}>
                {ROLE_AREAS.map((area) => (
                  <Checkbox
                    key={area.label}
                    value={area.label}
                    label={area.label}
                    onChange={(event) => setEndpoints(withArea(endpoints, area, event.currentTarget.checked))}
                  />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          </>
        )}
        {advanced ? (
          <>
            <Checkbox.Group label="Toegelaten acties" withAsterisk {...form.getInputProps('verbs')}>
              <Group gap="lg" mt={6}>
                {VERB_LABELS.map(([value, label]) => (
                  <Checkbox key={value} value={value} label={label} />
                ))}
              </Group>
            </Checkbox.Group>
            <Textarea
              label="Paden"
              withAsterisk
              autosize
              minRows={4}
              maxRows={12}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              {...form.getInputProps('endpoints')}
            />
            <Text size="sm" c="dimmed">
              Eén pad per regel, bijvoorbeeld <code>/v1/voeding/*</code>. Een <code>*</code> staat voor eender
              welke tekst: <code>/v1/leden/*</code> geeft toegang tot alles onder de leden, en alleen{' '}
              <code>*</code> geeft toegang tot alles.
            </Text>
          </>
        ) : null}
        <FormActions onCancel={onClose} saving={save.isPending} />
      </Stack>
    </form>
  );
}
