import { Checkbox, Modal, Stack, TextInput } from '@mantine/core';
import { showSuccessNotice } from '../../../components/alerts/notices';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { z } from 'zod';
import { categorieSaveSchema } from '@mvm/domain/ledger/catalogue-schemas';
import type { Catalogus } from '@mvm/domain/ledger/catalogue-schemas';
import { FormActions } from '../../../components/form-actions/form-actions';
import { useSaveCatalogus } from '../api/catalogus-api';
import type { Afdeling } from '../model/afdelingen';
import { FormError } from './form-error';
import { submitOnce, useGuardedDialog, useServerError } from './use-guarded-dialog';

type AdminCategorie = Catalogus['categorieen'][number];
type FormValues = { naam: string; perPersoon: boolean; opMaat: boolean; printKindInfo: boolean };

const resolver = zod4Resolver(
  z.object({
    naam: categorieSaveSchema.shape.naam,
    perPersoon: z.boolean(),
    opMaat: z.boolean(),
    printKindInfo: z.boolean(),
  }),
  { errorPriority: 'first' },
);

type CategorieDialogProps = { afdeling: Afdeling; categorie?: AdminCategorie; onClose: () => void };

/** Add a category or change its name and flags (per person, by size, child info on the ticket). */
export function CategorieDialog({ afdeling, categorie, onClose }: CategorieDialogProps) {
  const form = useForm<FormValues>({
    initialValues: {
      naam: categorie?.naam ?? '',
      perPersoon: categorie?.perPersoon ?? false,
      opMaat: categorie?.opMaat ?? false,
      printKindInfo: categorie?.printKindInfo ?? false,
    },
    validate: resolver,
  });
  const { formError, showRefusal, clearServerError } = useServerError(form.setErrors);
  const save = useSaveCatalogus(afdeling);

  const submit = async () => {
    if (form.validate().hasErrors) throw new Error('invalid');
    clearServerError();
    const values = { ...form.getValues(), naam: form.getValues().naam.trim() };
    await showRefusal(save.mutateAsync({ kind: 'categorie', id: categorie?.ID, body: values }));
    form.resetDirty();
    onClose();
    showSuccessNotice('Opgeslagen!', `De categorie ${values.naam} is opgeslagen.`);
  };
  const requestClose = useGuardedDialog({ dirty: form.isDirty(), saving: save.isPending, submit, onClose });

  return (
    <Modal
      opened
      onClose={requestClose}
      title={categorie ? `Categorie ${categorie.naam} wijzigen` : 'Nieuwe categorie'}
      centered
    >
      <form noValidate onSubmit={submitOnce(save.isPending, submit)}>
        <Stack gap="md">
          <FormError message={formError} />
          <TextInput label="Naam" withAsterisk data-autofocus {...form.getInputProps('naam')} />
          <Checkbox
            label="Per persoon (de desk kiest een gezinslid)"
            {...form.getInputProps('perPersoon', { type: 'checkbox' })}
          />
          <Checkbox
            label="Op maat (de desk kiest een maat)"
            {...form.getInputProps('opMaat', { type: 'checkbox' })}
          />
          <Checkbox
            label="Geslacht en leeftijd van het kind op het ticket"
            {...form.getInputProps('printKindInfo', { type: 'checkbox' })}
          />
          <FormActions onCancel={requestClose} saving={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
