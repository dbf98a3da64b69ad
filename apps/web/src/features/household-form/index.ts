export { HouseholdForm } from './components/household-form';
export type { HouseholdFormHandle, HouseholdFormProps, LeaveTargets } from './components/household-form';
export { applyEidCard } from './model/eid-prefill';
