import type { ReactNode } from 'react';
import { useForm } from '@mantine/form';
import { renderWithProviders } from '../../../test/render';
import type { HouseholdFormApi } from '../components/types';
import { emptyFormValues, type HouseholdFormValues } from '../model/form-values';

type Change = (values: HouseholdFormValues) => HouseholdFormValues;

/** One section of the form on a real @mantine/form, without the whole form around it (fast tests). */
export function renderSection(section: (form: HouseholdFormApi) => ReactNode, change: Change = (v) => v) {
  const state: { form?: HouseholdFormApi } = {};
  function Harness() {
    const form = useForm<HouseholdFormValues>({
      mode: 'uncontrolled',
      initialValues: change(emptyFormValues()),
    });
    state.form = form;
    return <>{section(form)}</>;
  }
  const view = renderWithProviders(<Harness />);
  return { ...view, values: () => state.form!.getValues() };
}
