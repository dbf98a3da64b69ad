import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type ComponentProps,
  type Ref,
} from 'react';
import { Alert, Box, Button, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { getHotkeyHandler, useWindowEvent } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ASSESSMENT_FIELDS, formatCaseNumber, formatMemberNumber, MONEY_FIELDS } from '@mvm/domain';
import type { Dossier } from '@mvm/domain/leden/schemas';
import { useFocusFirstField } from '../../../components/autofocus/use-focus-first-field';
import { askUnsavedChanges } from '../../../components/unsaved-changes/ask-unsaved-changes';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes/use-unsaved-changes-guard';
import type { EidCard } from '../../../lib/eid/read-eid';
import { errorMessage } from '../../../lib/api-client';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { dossierQueryOptions } from '../api/get-dossier';
import { useDeleteDossier } from '../hooks/use-delete-dossier';
import { currentMissingData, currentPovertyLine, otherMembers } from '../hooks/use-derived';
import { useDuplicateCheck } from '../hooks/use-duplicate-check';
import { useHouseholdPermissions } from '../hooks/use-household-permissions';
import { useHouseholdSave } from '../hooks/use-household-save';
import { usePrintSheet } from '../hooks/use-print-sheet';
import { useCountries, usePostcodeTable } from '../hooks/use-reference-data';
import { useWatch } from '../hooks/use-watch';
import { applyEidCard } from '../model/eid-prefill';
import { KEPT_WITHOUT_SENSITIVE, keptValues, withKeptValues } from '../model/kept-values';
import {
  emptyFormValues,
  toFormValues,
  type HouseholdContext,
  type HouseholdFormValues,
} from '../model/form-values';
import { AddressSection } from './address-section';
import { ConditionsSection, ServicesSection } from './conditions-section';
import { DangerZone } from './danger-zone';
import { DossierSection } from './dossier-section';
import { FormColumns } from './field-grid';
import { FinanceHidden, FinanceSection } from './finance-section';
import { FormActions } from './form-actions';
import classes from './household-form.module.css';
import { MissingDataAlert } from './missing-data-alert';
import { ParentSection } from './parent-section';
import { RemarksSection } from './remarks-section';
import { SaveRefusal, focusFirstInvalid } from './save-refusal';
import { SituationSection } from './situation-section';
import type { HouseholdFormApi } from './types';

/** Where 'Terug' goes after saving or after leaving without saving (spec 2 §2 one-off details). */
export type LeaveTargets = { saved: string; discarded: string };
export type HouseholdFormHandle = { leave: (targets: LeaveTargets) => Promise<void> };

export type HouseholdFormProps = {
  /** Member number (context 'lid') or case number (context 'punctueel'); 0 = new. */
  dossierId: number;
  context: HouseholdContext;
  /** A card read by the eID reader: fills the head and the address (spec 2 §2). */
  prefill?: EidCard;
  ref?: Ref<HouseholdFormHandle>;
};

const NO_COUNTRIES: readonly string[] = [];
const UNSAVED_CONTINUE = { punctueel: 'Teruggaan zonder opslagen', lid: undefined } as const;

/** spec 2 §2 household registration and information form, for a new record (0) and for editing. */
export function HouseholdForm({ dossierId, context, prefill, ref }: HouseholdFormProps) {
  const navigate = useNavigate();
  const isNew = dossierId <= 0;
  const query = useQuery(dossierQueryOptions(context, dossierId));
  const dossier = isNew ? undefined : query.data;
  const config = useRuntimeConfig();
  const permissions = useHouseholdPermissions(context, dossierId);
  const countries = useCountries();
  const postcodes = usePostcodeTable();
  // Uncontrolled (issue 7): typing does not re-render the form; the parts that show a value watch it.
  const [dirty, setDirty] = useState(false);
  const isDirtyRef = useRef<() => boolean>(() => false);
  const form = useForm<HouseholdFormValues>({
    mode: 'uncontrolled',
    initialValues: emptyFormValues(),
    // Only a change of the dirty flag renders the form again (the status text and the leave guard).
    onValuesChange: () => setDirty(isDirtyRef.current()),
  });
  isDirtyRef.current = form.isDirty;

  // Leaving after a save, a delete or 'Terug': the guard steps aside for this one navigation.
  const [exitTo, setExitTo] = useState<string | null>(null);
  // For the status text: whether this form was ever saved (a new one), and whether the last save failed.
  const [savedOnce, setSavedOnce] = useState(false);
  const [lastSaveFailed, setLastSaveFailed] = useState(false);
  // spec 2 §5 refusal: the messages inline, every named field red, the focus on the first of them.
  const [refusal, setRefusal] = useState<{ messages: string[] } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const refusalRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!refusal) return;
    // Issue 27: the list of what is missing in view below the sticky bar (a refused 'Lid Inschrijven' low on
    // the page scrolled to the first field and left the list under the bar); the fields follow right below it.
    refusalRef.current?.scrollIntoView({ block: 'start' });
    focusFirstInvalid(formRef.current, { preventScroll: true });
  }, [refusal]);
  useFocusFirstField(formRef, isNew);

  // Load (and reload after a save) without ever overwriting what is being typed.
  const loadedVersion = useRef<string | null>(null);
  const load = useCallback(
    (d: Dossier) => {
      loadedVersion.current = d.UpdatedAt;
      const values = toFormValues(d);
      form.setValues(values);
      form.resetDirty(values);
      form.clearErrors();
      setDirty(false);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the form object changes every render; its methods do not
    [],
  );
  useEffect(() => {
    if (
      dossier &&
      loadedVersion.current !== dossier.UpdatedAt &&
      (loadedVersion.current === null || !form.isDirty())
    ) {
      load(dossier);
    }
  }, [dossier, form, load]);

  const duplicates = useDuplicateCheck(isNew, context === 'punctueel');
  const { check: checkDuplicate } = duplicates;
  const onRrnLeave = useCallback((digits: string) => void checkDuplicate(digits), [checkDuplicate]);
  useEffect(() => {
    if (!prefill) return;
    const next = applyEidCard(form.getValues(), prefill);
    form.setValues(next);
    void checkDuplicate(next.head.rijksregisterNummer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per card read
  }, [prefill]);

  const onSaved = useCallback(
    (saved: Dossier, { mode, added, stay }: { mode: HouseholdContext; added: boolean; stay: boolean }) => {
      load(saved);
      setRefusal(null);
      setSavedOnce(true);
      setLastSaveFailed(false);
      if (stay || !added) return;
      // spec 2 §2, §4: after saving a new record, its details page.
      if (mode === 'lid' && saved.mvmnummer) setExitTo(`/leden/details/${saved.mvmnummer}`);
      else if (mode === 'punctueel' && saved.enummer) setExitTo(`/punctuele/details/${saved.enummer}`);
    },
    [load],
  );
  const { save, saving } = useHouseholdSave({
    context,
    dossierId,
    dossier,
    form,
    sensitive: permissions.sensitive,
    onRefused: useCallback((messages: string[]) => setRefusal({ messages }), []),
    onSaved,
  });
  const remove = useDeleteDossier(context, dossierId, () => setExitTo('/punctuele/search'));

  const continueLabel = UNSAVED_CONTINUE[context];
  useUnsavedChangesGuard(dirty && exitTo === null, () => save(context, { stay: true }), {
    continueLabel,
    // Issue 27: kept when the server ends the session, without national numbers and finances.
    draft: {
      key: 'household-form',
      ready: isNew || dossier !== undefined,
      value: () => keptValues(form.getValues()),
      restore: (value) => {
        const values = withKeptValues(form.getValues(), value);
        if (values) form.setValues(values);
      },
      omitted: permissions.sensitive ? KEPT_WITHOUT_SENSITIVE : undefined,
    },
  });
  // Declared after the guard, so the guard has already stepped aside when this navigation starts.
  useEffect(() => {
    if (exitTo) void navigate(exitTo);
  }, [exitTo, navigate]);

  useImperativeHandle(
    ref,
    () => ({
      leave: async ({ saved, discarded }) => {
        if (!form.isDirty()) return setExitTo(discarded);
        const choice = await askUnsavedChanges({ continueLabel });
        if (choice === 'discard') setExitTo(discarded);
        if (choice !== 'save') return;
        await save(context, { stay: true }).then(
          () => setExitTo(saved),
          () => setLastSaveFailed(true), // the save said why; the user stays with the work
        );
      },
    }),
    [form, save, context, continueLabel],
  );

  const runSave = (mode: HouseholdContext) => {
    if (saving) return;
    setRefusal(null);
    void save(mode).catch(() => setLastSaveFailed(true));
  };
  useWindowEvent('keydown', getHotkeyHandler([['mod+S', () => permissions.canSave && runSave(context)]]));

  const { print, printing } = usePrintSheet();
  const others = otherMembers(dossier);
  const number = dossier?.mvmnummer
    ? formatMemberNumber(dossier.mvmnummer)
    : dossier?.enummer
      ? formatCaseNumber(dossier.enummer)
      : '';
  const printSheet = () =>
    void print(
      () => ({
        values: form.getValues(),
        number,
        otherMembers: others,
        povertyLine: currentPovertyLine(form.getValues(), others),
        sensitive: permissions.sensitive,
        printedAt: new Date(),
      }),
      `Inschrijving${number ? `-${number}` : ''}.pdf`,
    );

  if (!isNew && query.isPending) return <FormSkeleton />;
  if (!isNew && query.isError) {
    return (
      <Alert color="red" title="Het dossier kon niet geladen worden">
        {errorMessage(query.error)}
        <Box mt="sm">
          <Button variant="light" color="red" onClick={() => void query.refetch()}>
            Opnieuw proberen
          </Button>
        </Box>
      </Alert>
    );
  }

  const memberFields = context === 'lid';

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => event.preventDefault()}
      aria-label="Gezinsgegevens"
      className={classes.form}
    >
      <Stack gap="lg">
        {/* The bar sits above the fields and sticks under the header while scrolling, so it never covers a
            field when the page opens (a bottom bar covered the parent's first fields at 1280×800). */}
        <FormActions
          context={context}
          status={
            saving
              ? 'saving'
              : lastSaveFailed
                ? 'failed'
                : dirty
                  ? 'dirty'
                  : isNew && !savedOnce
                    ? 'new'
                    : 'saved'
          }
          saving={saving}
          printing={printing}
          canSave={permissions.canSave}
          showRegisterMember={context === 'punctueel' && !config.data?.zoho && !dossier?.mvmnummer}
          canRegisterMember={permissions.canRegisterMember}
          onSave={runSave}
          onPrint={printSheet}
        />
        <SaveRefusal ref={refusalRef} messages={refusal?.messages ?? []} />
        <CurrentMissingData form={form} dossier={dossier} sensitive={permissions.sensitive} />
        <FormColumns>
          <ParentSection
            form={form}
            countries={countries.data ?? NO_COUNTRIES}
            countriesLoading={countries.isPending}
            memberFields={memberFields}
            sensitive={permissions.sensitive}
            onRrnLeave={onRrnLeave}
            duplicatesOf={duplicates.duplicatesOf}
          />
          <Stack gap="lg">
            <DossierSection form={form} memberFields={memberFields} />
            <AddressSection form={form} postcodes={postcodes.data} memberFields={memberFields} />
            <ServicesSection form={form} />
          </Stack>
        </FormColumns>
        <SituationSection form={form} memberFields={memberFields} sensitive={permissions.sensitive} />
        <ConditionsSection form={form} memberFields={memberFields} />
        {permissions.sensitive ? <FinanceSection form={form} others={others} /> : <FinanceHidden />}
        <RemarksSection form={form} oneOff={context === 'punctueel'} />
        {permissions.canDelete ? (
          <HeadDangerZone form={form} deleting={remove.isPending} onDelete={() => remove.mutateAsync()} />
        ) : null}
      </Stack>
    </form>
  );
}

/** spec 2 §2 missing-data warnings of what is on screen now (re-renders alone while typing). */
function CurrentMissingData({
  form,
  dossier,
  sensitive,
}: {
  form: HouseholdFormApi;
  dossier: Dossier | undefined;
  sensitive: boolean;
}) {
  const warnings = useWatch(form, MISSING_DATA_PATHS, (v) => currentMissingData(v, dossier, sensitive));
  return <MissingDataAlert warnings={warnings} />;
}

const MISSING_DATA_PATHS = [
  'gezin.verblijfsvergunning',
  'gezin.inSchuldbemiddeling',
  ...ASSESSMENT_FIELDS.map((f) => `gezin.${f}` as const),
  ...MONEY_FIELDS.flatMap((f) => [`gezin.${f}`, `gezin.${f}NietBekend`] as const),
] as const;

/** The danger zone's modal carries the head's name as it is typed now (spec 2 §2). */
function HeadDangerZone({
  form,
  ...props
}: { form: HouseholdFormApi } & Omit<ComponentProps<typeof DangerZone>, 'name'>) {
  const name = useWatch(form, ['head.voornaam', 'head.achternaam'], (v) =>
    `${v.head.voornaam} ${v.head.achternaam}`.trim(),
  );
  return <DangerZone name={name} {...props} />;
}

function FormSkeleton() {
  return (
    <Stack gap="lg" aria-busy aria-label="Dossier laden">
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Skeleton height={420} radius="md" />
        <Skeleton height={420} radius="md" />
      </SimpleGrid>
      <Skeleton height={240} radius="md" />
    </Stack>
  );
}
