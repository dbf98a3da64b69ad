import { Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { MONEY_FIELDS } from '@mvm/domain';
import type { Gezinslid } from '@mvm/domain/leden/schemas';
import { currentPovertyLine } from '../hooks/use-derived';
import { useWatch } from '../hooks/use-watch';
import { FieldGrid } from './field-grid';
import { FormSection } from './form-section';
import { MoneyField } from './money-field';
import { PovertyIndicator } from './poverty-indicator';
import type { HouseholdFormApi } from './types';

type FinanceSectionProps = {
  form: HouseholdFormApi;
  /** The household members besides the head (their ages count for the poverty line). */
  others: readonly Gezinslid[];
};

const POVERTY_PATHS = [
  'head.geboortedatum',
  'gezin.inSchuldbemiddeling',
  ...MONEY_FIELDS.flatMap((f) => [`gezin.${f}`, `gezin.${f}NietBekend`] as const),
] as const;

/** spec 2 §5, §9: the poverty line of what is on screen now; only this box re-renders while typing. */
function CurrentPovertyIndicator({ form, others }: FinanceSectionProps) {
  const line = useWatch(form, POVERTY_PATHS, (v) => currentPovertyLine(v, others));
  return <PovertyIndicator line={line} />;
}

/**
 * spec 2 §5: in debt mediation only the monthly budget is asked and the income and expenses blocks
 * are hidden; otherwise income and expenses, without the budget.
 */
export function FinanceSection({ form, others }: FinanceSectionProps) {
  const inDebtMediation = useWatch(form, ['gezin.inSchuldbemiddeling'], (v) => v.gezin.inSchuldbemiddeling);
  return (
    <FormSection title="Financiële informatie" icon={<IconCoins size={22} aria-hidden />}>
      <Switch
        label="In schuldbemiddeling"
        key={form.key('gezin.inSchuldbemiddeling')}
        {...form.getInputProps('gezin.inSchuldbemiddeling', { type: 'checkbox' })}
      />
      {inDebtMediation ? (
        <FieldGrid>
          <MoneyField form={form} field="maandelijksBudget" />
        </FieldGrid>
      ) : (
        <FieldGrid>
          <Stack gap="sm" role="group" aria-labelledby="blok-inkomsten">
            <Title order={3} size="h5" id="blok-inkomsten">
              Inkomsten
            </Title>
            <MoneyField form={form} field="maandelijksInkomen" />
            <MoneyField form={form} field="kindergeld" />
            <MoneyField form={form} field="allimentatie" />
          </Stack>
          <Stack gap="sm" role="group" aria-labelledby="blok-uitgaven">
            <Title order={3} size="h5" id="blok-uitgaven">
              Uitgaven
            </Title>
            <MoneyField form={form} field="huur" />
            <MoneyField form={form} field="energie" />
            <MoneyField form={form} field="vasteKosten" />
            <MoneyField form={form} field="schuldAflossing" />
          </Stack>
        </FieldGrid>
      )}
      <CurrentPovertyIndicator form={form} others={others} />
      <Textarea
        label="Opmerking financieel"
        rows={3}
        resize="vertical"
        key={form.key('gezin.opmerkingFinancieel')}
        {...form.getInputProps('gezin.opmerkingFinancieel')}
      />
    </FormSection>
  );
}

/** Shown instead of the finances to users without access to sensitive data. */
export function FinanceHidden() {
  return (
    <FormSection title="Financiële informatie" icon={<IconCoins size={22} aria-hidden />}>
      <Text c="dimmed">Je hebt geen toegang tot de financiële gegevens van dit gezin.</Text>
    </FormSection>
  );
}
