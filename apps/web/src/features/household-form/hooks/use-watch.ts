import { useCallback, useRef, useState } from 'react';
import type { HouseholdFormApi } from '../components/types';
import type { HouseholdFormValues } from '../model/form-values';

type WatchPath = Parameters<HouseholdFormApi['watch']>[0];

/**
 * The form runs uncontrolled (typing does not re-render the form); a component that shows a value
 * subscribes to the paths it needs and re-renders alone when one of them changes (or the form loads).
 */
export function useWatch<T>(
  form: HouseholdFormApi,
  paths: readonly WatchPath[],
  select: (values: HouseholdFormValues) => T,
): T {
  const selectRef = useRef(select);
  selectRef.current = select;
  const [value, setValue] = useState(() => select(form.getValues()));
  const update = useCallback(() => setValue(selectRef.current(form.getValues())), [form]);
  // A fixed list per call site, so the number of subscriptions never changes between renders.
  for (const path of paths) form.watch(path, update);
  return value;
}
