import { useCallback, useRef, useState } from 'react';
import { isValidRrn } from '@mvm/domain';
import { findByRrn, type RrnMatch } from '../api/find-by-rrn';

type Found = { rrn: string; matches: RrnMatch[] };

/**
 * spec 2 §5, §8: on leaving the national number field of a NEW record, look the number up; more than
 * 0 entries gives the duplicate warning. Lookup errors are only logged (spec 2 §8).
 */
export function useDuplicateCheck(isNew: boolean, withOneOff: boolean) {
  const [found, setFound] = useState<Found | null>(null);
  const checked = useRef('');

  const check = useCallback(
    async (rrn: string) => {
      if (!isNew || !isValidRrn(rrn) || checked.current === rrn) return;
      checked.current = rrn;
      try {
        const { total, rows } = await findByRrn(rrn, withOneOff);
        setFound(total > 0 ? { rrn, matches: rows } : null);
      } catch (error) {
        checked.current = '';
        console.error('Controle op dubbele inschrijving mislukt', error);
      }
    },
    [isNew, withOneOff],
  );

  /** The matches for this number, or null: the warning disappears once the number changes. */
  const duplicatesOf = (rrn: string): RrnMatch[] | null =>
    found && found.rrn === rrn ? found.matches : null;
  return { check, duplicatesOf };
}
