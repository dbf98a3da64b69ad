import { useForm } from '@mantine/form';
import { showSuccessNotice } from '../../../components/alerts/notices';
import { DEFAULT_GEZINSLID_TYPE } from '@mvm/domain';
import { showErrorAlert } from '../../../components/alerts/alerts';
import { GezinslidFormLayout } from '../../../components/gezinslid/gezinslid-form-layout';
import {
  gezinslidInitialValues,
  validateGezinslidForm,
  type GezinslidFormValues,
} from '../../../components/gezinslid/gezinslid-form-values';
import {
  GezinslidDialog,
  type GezinslidModalBaseProps,
} from '../../../components/gezinslid/gezinslid-dialog';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSaveGezinslid } from '../api/save-gezinslid';

type GezinslidModalProps = GezinslidModalBaseProps & { mvmnummer: number };

/** spec 2 §2 family modal: 'Gezinslid Toevoegen' or '{voornaam} {achternaam} Bewerken'; every field required (strict mode). */
export function GezinslidModal({ lid, opened, ...props }: GezinslidModalProps) {
  return (
    <GezinslidDialog lid={lid} opened={opened} onClose={props.onClose}>
      <GezinslidForm lid={lid} {...props} />
    </GezinslidDialog>
  );
}

function GezinslidForm({ mvmnummer, lid, familienaam, onClose }: Omit<GezinslidModalProps, 'opened'>) {
  const form = useForm<GezinslidFormValues>({
    initialValues: gezinslidInitialValues(lid, familienaam, DEFAULT_GEZINSLID_TYPE),
    validate: (values) => validateGezinslidForm(values, true),
  });
  const save = useSaveGezinslid({
    mvmnummer,
    existing: lid,
    mutationConfig: {
      onSuccess: () => {
        showSuccessNotice('Opgeslagen!', 'Het gezinslid is opgeslagen.');
        onClose();
      },
      onError: (error) => {
        // DESIGN.md: field errors go onto the form, the rest to the red dialog; typed values stay.
        const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
        if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
        else if (!(error instanceof ApiError && error.sessionExpired))
          void showErrorAlert('Error bij opslaan!', errorMessage(error));
      },
    },
  });

  return (
    <GezinslidFormLayout
      onSubmit={form.onSubmit((values) => {
        if (!save.isPending)
          save.mutate({
            ...values,
            type: values.type || DEFAULT_GEZINSLID_TYPE,
            geslacht: values.geslacht || null,
          });
      })}
      onCancel={onClose}
      saving={save.isPending}
      inputProps={(field) => form.getInputProps(field)}
      geslacht={form.values.geslacht}
      onGeslachtChange={(value) => form.setFieldValue('geslacht', value)}
      geslachtError={form.errors.geslacht}
      required
      geslachtId="gezinslid-geslacht"
    />
  );
}
