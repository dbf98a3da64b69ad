import { useState } from 'react';
import { Badge, Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { z } from 'zod';
import { maatSaveSchema, type AdminObject } from '@mvm/domain/ledger/catalogue-schemas';
import { showErrorAlert } from '../../../components/alerts/alerts';
import { errorMessage } from '../../../lib/api-client';
import { useSaveCatalogus } from '../api/catalogus-api';
import type { Afdeling } from '../model/afdelingen';
import { moved } from '../model/reorder';
import { FormError } from './form-error';
import { OrderButtons } from './order-buttons';
import { submitOnce, useGuardedDialog, useServerError } from './use-guarded-dialog';

type Maat = AdminObject['maten'][number];
type NaamValues = { naam: string };
const resolver = zod4Resolver(z.object({ naam: maatSaveSchema.shape.naam }), { errorPriority: 'first' });

type MatenDialogProps = { afdeling: Afdeling; item: AdminObject; onClose: () => void };

/**
 * The sizes of one item: add, rename, reorder and retire or restore them. A retired size stays on the
 * rows that name it and leaves the desk's size picker.
 */
export function MatenDialog({ afdeling, item, onClose }: MatenDialogProps) {
  // One form: a new size's name, or (with `renaming`) a size's new name.
  const [renaming, setRenaming] = useState<Maat | null>(null);
  const form = useForm<NaamValues>({ initialValues: { naam: '' }, validate: resolver });
  const { formError, showRefusal, clearServerError } = useServerError(form.setErrors);
  const save = useSaveCatalogus(afdeling);
  const ids = item.maten.map((m) => m.ID);

  const startRename = (maat: Maat | null) => {
    setRenaming(maat);
    form.setInitialValues({ naam: maat?.naam ?? '' });
    form.setValues({ naam: maat?.naam ?? '' });
    form.clearErrors();
    clearServerError();
  };

  const submit = async () => {
    if (form.validate().hasErrors) throw new Error('invalid');
    clearServerError();
    const naam = form.getValues().naam.trim();
    await showRefusal(
      save.mutateAsync({ kind: 'maat', objectId: item.ID, id: renaming?.ID, body: { naam } }),
    );
    startRename(null);
  };
  const requestClose = useGuardedDialog({ dirty: form.isDirty(), saving: save.isPending, submit, onClose });

  // Reordering and retiring are one click each and can be undone at once: no question asked.
  const change = (body: Parameters<typeof save.mutate>[0]) =>
    save.mutate(body, { onError: (error) => void showErrorAlert('Error bij opslaan!', errorMessage(error)) });
  const move = (maat: Maat, step: -1 | 1) => {
    const order = moved(ids, maat.ID, step);
    if (order) change({ kind: 'volgorde', body: { maten: order } });
  };

  return (
    <Modal opened onClose={requestClose} title={`Maten van ${item.naam}`} centered size="lg">
      <Stack gap="md">
        {item.maten.length === 0 ? (
          <Text c="dimmed">Dit item heeft nog geen maten.</Text>
        ) : (
          <Table aria-label={`Maten van ${item.naam}`} verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Maat</Table.Th>
                <Table.Th>Acties</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {item.maten.map((maat, index) => (
                <Table.Tr key={maat.ID}>
                  <Table.Td>
                    <Group gap="xs">
                      <Text c={maat.actief ? undefined : 'dimmed'}>{maat.naam}</Text>
                      {maat.actief ? null : (
                        <Badge color="gray" variant="outline" tt="none">
                          Uit gebruik
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <OrderButtons
                        name={`Maat ${maat.naam}`}
                        first={index === 0}
                        last={index === item.maten.length - 1}
                        busy={save.isPending}
                        onMove={(step) => move(maat, step)}
                      />
                      <Button
                        variant="default"
                        aria-label={`Maat ${maat.naam} hernoemen`}
                        onClick={() => startRename(maat)}
                      >
                        Hernoemen
                      </Button>
                      <Button
                        variant="light"
                        color={maat.actief ? 'red' : 'green'}
                        aria-label={`Maat ${maat.naam} ${maat.actief ? 'uit gebruik nemen' : 'terugzetten'}`}
                        disabled={save.isPending}
                        onClick={() =>
                          change({
                            kind: 'maat',
                            objectId: item.ID,
                            id: maat.ID,
                            body: { actief: !maat.actief },
                          })
                        }
                      >
                        {maat.actief ? 'Uit gebruik' : 'Terugzetten'}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <form noValidate onSubmit={submitOnce(save.isPending, submit)}>
          <Stack gap="sm">
            <FormError message={formError} />
            <Group align="flex-start" gap="sm">
              <TextInput
                label={renaming ? `Nieuwe naam voor maat ${renaming.naam}` : 'Nieuwe maat'}
                data-autofocus
                style={{ flex: 1 }}
                {...form.getInputProps('naam')}
              />
              <Button type="submit" mt={25} loading={save.isPending}>
                {renaming ? 'Naam opslaan' : 'Maat toevoegen'}
              </Button>
              {renaming ? (
                <Button variant="default" mt={25} onClick={() => startRename(null)}>
                  Annuleren
                </Button>
              ) : null}
            </Group>
          </Stack>
        </form>
        <Group justify="flex-end">
          <Button variant="default" onClick={requestClose}>
            Sluiten
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
