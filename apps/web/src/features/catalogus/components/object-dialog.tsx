import { Checkbox, Modal, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { showSuccessNotice } from '../../../components/alerts/notices';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { z } from 'zod';
import {
  SOORTEN_PER_AFDELING,
  objectSaveSchema,
  type AdminObject,
} from '@mvm/domain/ledger/catalogue-schemas';
import { OBJECT_SOORTEN, type ObjectSoort } from '@mvm/domain/ledger/schemas';
import { SOORT_LABELS } from './soort-labels';
import { FormActions } from '../../../components/form-actions/form-actions';
import { useSaveCatalogus } from '../api/catalogus-api';
import type { Afdeling } from '../model/afdelingen';
import { FormError } from './form-error';
import { submitOnce, useGuardedDialog, useServerError } from './use-guarded-dialog';

const GEEN_SOORT = 'geen';

type FormValues = {
  naam: string;
  prijs: number | string;
  soort: string;
  seperateReceipt: boolean;
  extraEscposData: string;
  /** Only for a new item: its sizes, separated by commas. */
  maten: string;
};

const sizeNames = (text: string) =>
  text
    .split(',')
    .map((m) => m.trim())
    .filter(Boolean);

// The API's own rules for the fields (packages/domain), with the sizes as one line of text.
const resolver = zod4Resolver(
  z.object({
    naam: objectSaveSchema.shape.naam,
    prijs: objectSaveSchema.shape.prijs.unwrap(),
    soort: z.string(),
    seperateReceipt: z.boolean(),
    extraEscposData: objectSaveSchema.shape.extraEscposData.unwrap(),
    maten: z.string().refine((text) => {
      const names = sizeNames(text).map((m) => m.toLowerCase());
      return new Set(names).size === names.length;
    }, 'Elke maat mag maar één keer voorkomen'),
  }),
  { errorPriority: 'first' },
);

type ObjectDialogProps = {
  afdeling: Afdeling;
  categorie: { ID: number; naam: string };
  /** The item being changed; undefined adds one to `categorie`. */
  item?: AdminObject;
  onClose: () => void;
};

/** Add an item (with its sizes) to a category, or change its name, price and flags. */
export function ObjectDialog({ afdeling, categorie, item, onClose }: ObjectDialogProps) {
  const soorten = SOORTEN_PER_AFDELING[afdeling];
  const form = useForm<FormValues>({
    initialValues: {
      naam: item?.naam ?? '',
      prijs: item?.prijs ?? 0,
      soort: item?.soort ?? GEEN_SOORT,
      seperateReceipt: item?.seperateReceipt ?? false,
      extraEscposData: item?.extraEscposData ?? '',
      maten: '',
    },
    validate: resolver,
  });
  const { formError, showRefusal, clearServerError } = useServerError(form.setErrors);
  const save = useSaveCatalogus(afdeling);

  const submit = async () => {
    if (form.validate().hasErrors) throw new Error('invalid');
    clearServerError();
    const v = form.getValues();
    const common = {
      naam: v.naam.trim(),
      categorieID: categorie.ID,
      prijs: Number(v.prijs),
      seperateReceipt: v.seperateReceipt,
      extraEscposData: v.extraEscposData,
      ...(soorten.length > 0 ? { soort: v.soort === GEEN_SOORT ? null : (v.soort as ObjectSoort) } : {}),
    };
    const body = item ? common : { ...common, maten: sizeNames(v.maten) };
    await showRefusal(save.mutateAsync({ kind: 'object', id: item?.ID, body }));
    form.resetDirty();
    onClose();
    showSuccessNotice('Opgeslagen!', `Het item ${common.naam} is opgeslagen.`);
  };
  const requestClose = useGuardedDialog({ dirty: form.isDirty(), saving: save.isPending, submit, onClose });

  return (
    <Modal
      opened
      onClose={requestClose}
      title={item ? `Item ${item.naam} wijzigen` : `Nieuw item in ${categorie.naam}`}
      centered
      size="lg"
    >
      <form noValidate onSubmit={submitOnce(save.isPending, submit)}>
        <Stack gap="md">
          <FormError message={formError} />
          <SimpleGrid cols={2}>
            <TextInput label="Naam" withAsterisk data-autofocus {...form.getInputProps('naam')} />
            <NumberInput
              label="Prijs"
              prefix="€ "
              decimalSeparator=","
              decimalScale={2}
              min={0}
              hideControls
              {...form.getInputProps('prijs')}
            />
          </SimpleGrid>
          {soorten.length > 0 ? (
            <Select
              label="Soort (voor de snelknoppen)"
              allowDeselect={false}
              data={[
                { value: GEEN_SOORT, label: 'Geen' },
                ...OBJECT_SOORTEN.filter((s) => soorten.includes(s)).map((s) => ({
                  value: s,
                  label: SOORT_LABELS[s],
                })),
              ]}
              {...form.getInputProps('soort')}
            />
          ) : null}
          {item ? null : (
            <TextInput
              label="Maten"
              description="Gescheiden door komma's, bijvoorbeeld 98, 104, 110. Leeg laten als het item geen maten heeft."
              {...form.getInputProps('maten')}
            />
          )}
          <Checkbox
            label="Apart ticket (dit item krijgt een eigen bon)"
            {...form.getInputProps('seperateReceipt', { type: 'checkbox' })}
          />
          <Textarea
            label="Extra printgegevens (ESC/POS)"
            autosize
            minRows={1}
            maxRows={4}
            {...form.getInputProps('extraEscposData')}
          />
          <FormActions onCancel={requestClose} saving={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
