import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { HouseholdForm, type HouseholdFormHandle } from '../../../features/household-form';
import { LidDetailsPage } from '../../../features/leden/components/lid-details-page';
import { DossierToegang } from '../../../features/privacy';

/**
 * spec 2 §2 member details: /leden/details/{id} with the household form on the 'Informatie' tab. The page
 * and the form read the dossier under one query key, so a save in the form refreshes the header and tabs.
 */
export function Component() {
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
      // Issue 12: administrators see who opened this dossier.
      toegang={(dossierId) => <DossierToegang dossierId={dossierId} />}
    />
  );
}
