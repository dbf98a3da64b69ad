import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { HouseholdForm, type HouseholdFormHandle } from '../../../features/household-form';
import { LidDetailsPage } from '../../../features/leden/components/lid-details-page';

/**
 * The household form keeps its own query (key 'lid'); after it saves, the member's header and tabs
 * (key 'leden') reload too, so a changed name, flag or status shows at once.
 */
function useReloadAfterFormSave() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        const key = event.query.queryKey;
        const reloaded =
          event.type === 'updated' &&
          event.action.type === 'success' &&
          event.query.state.dataUpdateCount > 1;
        if (reloaded && key[0] === 'lid' && key[1] === 'dossier') {
          void queryClient.invalidateQueries({ queryKey: ['leden', 'detail', key[2]], exact: true });
        }
      }),
    [queryClient],
  );
}

/** spec 2 §2 member details: /leden/details/{id} with the household form on the 'Informatie' tab. */
export function Component() {
  useReloadAfterFormSave();
  const navigate = useNavigate();
  const formRef = useRef<HouseholdFormHandle>(null);
  return (
    <LidDetailsPage
      // spec 2 §2: 'Terug' asks to save unsaved changes and returns to leden-search.
      onBack={(target) =>
        formRef.current
          ? void formRef.current.leave({ saved: target, discarded: target })
          : void navigate(target)
      }
      informatie={(dossierId) => <HouseholdForm ref={formRef} dossierId={dossierId} context="lid" />}
    />
  );
}
