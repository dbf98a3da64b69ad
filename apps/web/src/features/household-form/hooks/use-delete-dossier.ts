import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { areaKey } from '../api/dossier-paths';
import { deleteDossier } from '../api/delete-dossier';
import type { HouseholdContext } from '../model/form-values';

/** 'Verwijder Gezin' (spec 2 §2); afterwards the one-off search list (spec 2 §2, §4). */
export function useDeleteDossier(context: HouseholdContext, id: number, onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteDossier(context, id),
    meta: { errorTitle: 'Error!' },
    onSuccess: () => {
      notifications.show({ title: 'Verwijderd', message: 'Het gezin is verwijderd.', color: 'green' });
      queryClient.removeQueries({ queryKey: [areaKey(context), 'dossier', id] });
      void queryClient.invalidateQueries({ queryKey: [areaKey(context)] });
      void queryClient.invalidateQueries({ queryKey: ['lid'] });
      onDeleted();
    },
  });
}
