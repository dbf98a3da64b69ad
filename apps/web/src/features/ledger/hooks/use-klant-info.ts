import { useState } from 'react';

/**
 * The info block's editable fields (remark, special food, type of food): what the desk typed over what was
 * loaded. `dirty` when a field differs; `reset` puts them back (after a save or 'continue without saving').
 */
export function useKlantInfo<T extends Record<string, string>>(loaded: T | undefined) {
  const [draft, setDraft] = useState<Partial<T>>({});
  const values: Partial<T> = { ...loaded, ...draft };
  const dirty =
    loaded !== undefined && Object.entries(draft).some(([field, value]) => value !== loaded[field]);
  return {
    values,
    dirty,
    set: (field: keyof T, value: string) => setDraft((prev) => ({ ...prev, [field]: value })),
    reset: () => setDraft({}),
    /** The fields to send: everything loaded, with what was typed. */
    body: (): Record<string, string> => ({ ...loaded, ...draft }),
    /** What was typed over the loaded values (issue 27: kept when the session ends). */
    typed: (): Partial<T> => draft,
    restore: (typed: Partial<T>) => setDraft(typed),
  };
}
