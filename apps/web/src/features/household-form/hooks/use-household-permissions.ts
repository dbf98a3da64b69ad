import { canSeeSensitive } from '@mvm/domain';
import { usePermissions } from '../../../lib/auth/use-permission';
import { collectionPath, dossierPath } from '../api/dossier-paths';
import type { HouseholdContext } from '../model/form-values';

/** spec 2 §2: save needs the add (or update) call; 'Lid Inschrijven' the member add; the danger zone DELETE. */
export function useHouseholdPermissions(context: HouseholdContext, id: number) {
  const { can, roles, isLoading } = usePermissions();
  const isNew = id <= 0;
  return {
    isLoading,
    canSave: isNew ? can('POST', collectionPath(context)) : can('PUT', dossierPath(context, id)),
    canRegisterMember: can('POST', collectionPath('lid')),
    canDelete: !isNew && can('DELETE', dossierPath(context, id)),
    sensitive: canSeeSensitive(roles),
  };
}
