import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  DEFAULT_GEZINSLID_TYPE,
  GEBOORTEDATUM_IN_TOEKOMST,
  GEBOORTEDATUM_ONGELDIG,
  HOUSEHOLD_FIELD_LABELS,
  notFilledMessage,
  toIsoDate,
  validateGezinslid,
  type Geslacht,
  type GezinslidType,
} from '@mvm/domain';
import { showErrorAlert } from '../../../components/alerts/alerts';
import { GezinslidFormLayout } from '../../../components/gezinslid/gezinslid-form-layout';
import {
  GezinslidDialog,
  type GezinslidModalBaseProps,
} from '../../../components/gezinslid/gezinslid-dialog';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSaveGezinslid } from '../api/save-gezinslid';
import type { Gezinslid } from '../api/types';

type FormValues = {
  voornaam: string;
  achternaam: string;
  /** yyyy-MM-dd, as Mantine's DateInput keeps it. */
  geboortedatum: string | null;
  type: GezinslidType | '';
  geslacht: Geslacht | '';
};

const FIELDS = ['voornaam', 'achternaam', 'geboortedatum', 'type', 'geslacht'] as const;

/** The domain rule's Dutch messages, put under the field they belong to. */
function validate(values: FormValues): Partial<Record<keyof FormValues, string>> {
  const messages = validateGezinslid(values, true);
  const errors: Partial<Record<keyof FormValues, string>> = {};
  for (const field of FIELDS) {
    const missing = notFilledMessage(HOUSEHOLD_FIELD_LABELS[field]);
    if (messages.includes(missing)) errors[field] = missing;
  }
  const dateError = messages.find((m) => m === GEBOORTEDATUM_IN_TOEKOMST || m === GEBOORTEDATUM_ONGELDIG);
  if (dateError && !errors.geboortedatum) errors.geboortedatum = dateError;
  return errors;
}

function initialValues(lid: Gezinslid | undefined, achternaam: string): FormValues {
  return {
    voornaam: lid?.voornaam ?? '',
    achternaam: lid?.achternaam ?? achternaam,
    geboortedatum: lid?.geboortedatum ? toIsoDate(lid.geboortedatum) : null,
    type: lid?.type ?? DEFAULT_GEZINSLID_TYPE,
    geslacht: lid?.geslacht ?? '',
  };
}

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
  const form = useForm<FormValues>({ initialValues: initialValues(lid, familienaam), validate });
  const save = useSaveGezinslid({
    mvmnummer,
    existing: lid,
    mutationConfig: {
      onSuccess: () => {
        notifications.show({ color: 'green', title: 'Opgeslagen!', message: 'Het gezinslid is opgeslagen.' });
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
