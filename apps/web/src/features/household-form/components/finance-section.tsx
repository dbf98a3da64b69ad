import { Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import type { PovertyLine } from '@mvm/domain';
import { FieldGrid } from './field-grid';
import { FormSection } from './form-section';
import { MoneyField } from './money-field';
import { PovertyIndicator } from './poverty-indicator';
import type { HouseholdFormApi } from './types';

type FinanceSectionProps = { form: HouseholdFormApi; povertyLine: PovertyLine };

/**
 * spec 2 §5: in debt mediation only the monthly budget is asked and the income and expenses blocks
 * are hidden; otherwise income and expenses, without the budget.
 */
export function FinanceSection({ form, povertyLine }: FinanceSectionProps) {
  const inDebtMediation = form.values.gezin.inSchuldbemiddeling;
  return (
    <FormSection title="Financiële informatie" icon={<IconCoins size={22} aria-hidden />}>
      <Switch
        label="In schuldbemiddeling"
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
      <PovertyIndicator line={povertyLine} />
      <Textarea
        label="Opmerking financieel"
        rows={3}
        resize="vertical"
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
