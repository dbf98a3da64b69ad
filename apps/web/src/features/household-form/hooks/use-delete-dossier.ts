import { useDeleteDossierMutation } from '../api/delete-dossier';
import { showSuccessNotice } from '../../../components/alerts/notices';
import type { HouseholdContext } from '../model/form-values';

/** 'Verwijder Gezin' (spec 2 §2); afterwards the one-off search list (spec 2 §2, §4). */
export function useDeleteDossier(context: HouseholdContext, id: number, onDeleted: () => void) {
  return useDeleteDossierMutation({
    context,
    id,
    mutationConfig: {
      meta: { errorTitle: 'Error!' },
      onSuccess: () => {
        showSuccessNotice('Verwijderd', 'Het gezin is verwijderd.');
        onDeleted();
      },
    },
  });
}
