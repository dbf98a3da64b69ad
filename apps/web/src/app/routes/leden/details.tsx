import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Center, Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { NotYetBuilt } from '../../../components/not-yet-built';
import { LidDetailsPage } from '../../../features/leden/components/lid-details-page';
import type { EidCard } from '../../../lib/eid/read-eid';

type HouseholdFormProps = { dossierId: number; context: 'lid' | 'punctueel'; prefill?: EidCard };

// The household form is its own feature, built alongside; it appears here as soon as it lands.
const formModules = import.meta.glob<{ HouseholdForm: ComponentType<HouseholdFormProps> }>(
  '../../../features/household-form/index.ts',
);
const loadForm = Object.values(formModules)[0];
const HouseholdForm = loadForm ? lazy(() => loadForm().then((m) => ({ default: m.HouseholdForm }))) : null;

const loading = (
  <Center py="xl">
    <Loader aria-label="Laden" />
  </Center>
);

/** After the form saves (its own query), the header and the other tabs reload too. */
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

export function Component() {
  useReloadAfterFormSave();
  return (
    <LidDetailsPage
      informatie={(dossierId) =>
        HouseholdForm ? (
          <Suspense fallback={loading}>
            <HouseholdForm dossierId={dossierId} context="lid" />
          </Suspense>
        ) : (
          <NotYetBuilt title="Informatie" />
        )
      }
    />
  );
}
