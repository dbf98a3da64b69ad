import { useCallback, useState } from 'react';

/** spec 2 §2 / spec 1 §2: the chosen event is remembered on the device (one key per screen). */
export function useRememberedEvent(storageKey: string): [number | null, (id: number | null) => void] {
  const [id, setId] = useState<number | null>(() => {
    const stored = Number(localStorage.getItem(storageKey));
    return Number.isInteger(stored) && stored > 0 ? stored : null;
  });
  const remember = useCallback(
    (next: number | null) => {
      if (next === null) localStorage.removeItem(storageKey);
      else localStorage.setItem(storageKey, String(next));
      setId(next);
    },
    [storageKey],
  );
  return [id, remember];
}

export const EVENEMENTEN_STORAGE_KEY = 'mvm.evenementen.evenement';
