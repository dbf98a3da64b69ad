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
import { useSaveGezinslid } from '../api/gezinslid';

type GezinslidModalProps = GezinslidModalBaseProps & { caseId: number };

/** spec 2 §2 family modal: 'Gezinslid Toevoegen' or '{first name} {surname} Bewerken'. */
export function GezinslidModal({ lid, opened, ...props }: GezinslidModalProps) {
  return (
    <GezinslidDialog lid={lid} opened={opened} onClose={props.onClose}>
      <GezinslidForm lid={lid} {...props} />
    </GezinslidDialog>
  );
}

function GezinslidForm({ caseId, lid, familienaam, onClose }: Omit<GezinslidModalProps, 'opened'>) {
  // spec 2 §5: outside the member area no field is required; a birth date is never in the future.
  const form = useForm<GezinslidFormValues>({
    initialValues: gezinslidInitialValues(lid, familienaam, 'kind'),
    validate: (values) => validateGezinslidForm(values, false),
  });
  const save = useSaveGezinslid({
    caseId,
    mutationConfig: {
      onSuccess: () => {
        showSuccessNotice('Opgeslagen!', 'Het gezinslid is opgeslagen.');
        onClose();
      },
      onError: (error) => {
        const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
        if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
        if (!(error instanceof ApiError && error.sessionExpired))
          void showErrorAlert('Error bij opslaan!', errorMessage(error));
      },
    },
  });
  const toSaveInput = (values: GezinslidFormValues) => ({
    ...(lid ? { ...lid, leeftijd: undefined } : { gezinsHoofd: false }),
    ...values,
    type: values.type || DEFAULT_GEZINSLID_TYPE,
    geslacht: values.geslacht || null,
  });

  return (
    <GezinslidFormLayout
      onSubmit={form.onSubmit((values) => {
        if (!save.isPending) save.mutate(toSaveInput(values));
      })}
      onCancel={onClose}
      saving={save.isPending}
      saveDisabled={save.isPending}
      inputProps={(field) => form.getInputProps(field)}
      geslacht={form.values.geslacht}
      onGeslachtChange={(value) => form.setFieldValue('geslacht', value)}
      required={false}
      geslachtId="punctueel-gezinslid-geslacht"
      dateInputSize="md"
    />
  );
}
