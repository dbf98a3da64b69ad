import type { UseFormReturnType } from '@mantine/form';
import type { HouseholdFormValues } from '../model/form-values';

export type HouseholdFormApi = UseFormReturnType<HouseholdFormValues>;
