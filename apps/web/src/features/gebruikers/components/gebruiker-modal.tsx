import { Button, Group, Modal, MultiSelect, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { z } from 'zod';
import { passwordSchema } from '@mvm/domain/auth/schemas';
import { userCreateSchema, userUpdateSchema } from '@mvm/domain/gebruikers/schemas';
import { formatDate } from '../../../lib/format';
import { gebruikersQueryOptions, type User } from '../api/get-gebruikers';
import { rollenQueryOptions } from '../api/get-rollen';
import { useDeleteUsbKey, useSaveGebruiker } from '../api/save-gebruiker';
import { showSaveError } from './form-errors';
import { FormActions } from '../../../components/form-actions/form-actions';

type FormValues = { username: string; name: string; password: string; roles: string[] };

// The API's own schemas check the form; editing leaves the password empty to keep the current one.
const createResolver = zod4Resolver(userCreateSchema, { errorPriority: 'first' });
const editResolver = zod4Resolver(
  userUpdateSchema.extend({ password: z.union([z.literal(''), passwordSchema]) }),
  {
    errorPriority: 'first',
  },
);

type GebruikerModalProps = {
  opened: boolean;
  /** The user to edit; undefined for 'Nieuwe gebruiker'. */
  gebruiker: User | undefined;
  onClose: () => void;
};

/** 'Nieuwe gebruiker' and 'Wijzigen' share these inputs (react-admin habit). */
export function GebruikerModal({ opened, gebruiker, onClose }: GebruikerModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={gebruiker ? `${gebruiker.name} wijzigen` : 'Nieuwe gebruiker'}
      centered
      size="lg"
    >
      {opened ? <GebruikerForm gebruiker={gebruiker} onClose={onClose} /> : null}
    </Modal>
  );
}

function toBody(values: FormValues, editing: boolean) {
  const base = { name: values.name.trim(), roles: values.roles };
  if (!editing) return { ...base, username: values.username.trim(), password: values.password };
  // An empty password field keeps the current password.
  return values.password ? { ...base, password: values.password } : base;
}

function GebruikerForm({ gebruiker, onClose }: Omit<GebruikerModalProps, 'opened'>) {
  const editing = Boolean(gebruiker);
  const rollen = useQuery(rollenQueryOptions());
  const form = useForm<FormValues>({
    initialValues: {
      username: gebruiker?.username ?? '',
      name: gebruiker?.name ?? '',
      password: '',
      roles: gebruiker?.roles ?? [],
    },
    validate: editing ? editResolver : createResolver,
  });
  const save = useSaveGebruiker({
    onSuccess: (saved) => {
      notifications.show({ color: 'green', title: 'Opgeslagen!', message: `${saved.name} is opgeslagen.` });
      onClose();
    },
    onError: (error) => showSaveError(error, form.setErrors),
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        if (!save.isPending) save.mutate({ values: toBody(values, editing), id: gebruiker?.ID });
      })}
    >
      <Stack gap="md">
        <Group grow align="flex-start">
          <TextInput
            label="Gebruikersnaam"
            autoComplete="off"
            withAsterisk={!editing}
            disabled={editing}
            data-autofocus={editing ? undefined : true}
            {...form.getInputProps('username')}
          />
          <TextInput
            label="Naam"
            withAsterisk
            data-autofocus={editing ? true : undefined}
            {...form.getInputProps('name')}
          />
        </Group>
        <PasswordInput
          label={editing ? 'Nieuw wachtwoord' : 'Wachtwoord'}
          description={editing ? 'Laat leeg om het huidige wachtwoord te houden' : 'Minstens 8 tekens'}
          autoComplete="new-password"
          withAsterisk={!editing}
          {...form.getInputProps('password')}
        />
        <MultiSelect
          label="Rollen"
          placeholder={form.values.roles.length === 0 ? 'Kies een of meer rollen' : undefined}
          data={(rollen.data ?? []).map((r) => r.name)}
          searchable
          clearable
          nothingFoundMessage="Geen rol gevonden"
          {...form.getInputProps('roles')}
        />
        {gebruiker && gebruiker.webauthnCredentials.length > 0 ? <UsbKeys gebruiker={gebruiker} /> : null}
        <FormActions onCancel={onClose} saving={save.isPending} />
      </Stack>
    </form>
  );
}

/** A lost key is taken off the account here (it can be registered again later). */
function UsbKeys({ gebruiker }: { gebruiker: User }) {
  const remove = useDeleteUsbKey(gebruiker.ID, { meta: { errorTitle: 'Error bij opslaan!' } });
  // The list refreshes after a removal; the modal follows it.
  const list = useQuery(gebruikersQueryOptions());
  const keys =
    list.data?.find((u) => u.ID === gebruiker.ID)?.webauthnCredentials ?? gebruiker.webauthnCredentials;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        USB-sleutels
      </Text>
      {keys.length === 0 ? (
        <Text size="sm" c="dimmed">
          Geen USB-sleutels meer.
        </Text>
      ) : (
        keys.map((key, index) => (
          <Group key={key.ID} justify="space-between">
            <Text size="sm">
              Sleutel {index + 1}, geregistreerd op {formatDate(key.createdAt)}
            </Text>
            <Button
              size="sm"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              loading={remove.isPending && remove.variables === key.ID}
              disabled={remove.isPending}
              onClick={() => remove.mutate(key.ID)}
            >
              Sleutel verwijderen
            </Button>
          </Group>
        ))
      )}
    </Stack>
  );
}
