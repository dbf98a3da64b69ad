import { memo, type ComponentType } from 'react';
import type { HouseholdFormApi } from './types';

type WithForm = { form: HouseholdFormApi };

const same = (a: unknown, b: unknown): boolean =>
  Object.is(a, b) ||
  (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b));

/**
 * A section that skips rendering while its own values did not change: on a desk laptop the whole form
 * re-rendering on every keystroke is noticeable. `watch` holds the section's values and errors as one
 * text (@mantine/form clones all values on every change, so object identity says nothing). A skipped
 * section keeps an older `form`; that is safe because the form's setters work on its current values
 * (a ref), and any value the section shows is in `watch`.
 */
export function memoSection<P extends WithForm>(Component: ComponentType<P>) {
  function Section({ watch: _watch, ...props }: P & { watch: string }) {
    return <Component {...(props as unknown as P)} />;
  }
  return memo(Section, (prev, next) =>
    (Object.keys(next) as (keyof typeof next)[]).every((k) => k === 'form' || same(prev[k], next[k])),
  );
}

/** The `watch` text: some values plus the errors of the fields under the given path prefixes. */
export function watchOf(form: HouseholdFormApi, values: unknown[], errorPrefixes: string[]): string {
  const errors = Object.entries(form.errors).filter(([path]) =>
    errorPrefixes.some((p) => path.startsWith(p)),
  );
  return JSON.stringify([values, errors]);
}
