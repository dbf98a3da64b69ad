import { useCallback, useRef, useState } from 'react';
import { showSuccessNotice } from '../../../components/alerts/notices';
import type { Dossier } from '@mvm/domain/leden/schemas';
import { showErrorAlert } from '../../../components/alerts/alerts';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSaveDossier } from '../api/save-dossier';
import type { HouseholdFormApi } from '../components/types';
import type { HouseholdContext, SaveMode } from '../model/form-values';
import { checkBeforeSave, formPath, toSavePayload } from '../model/save-payload';

/** Thrown when the save was refused before sending (the dialog already says why). */
export class SaveRefused extends Error {
  override readonly name = 'SaveRefused';
}

type Options = {
  context: HouseholdContext;
  dossierId: number;
  dossier: Dossier | undefined;
  form: HouseholdFormApi;
  sensitive: boolean;
  /** The save rules refused the values (spec 2 §5 messages); the fields already carry their errors. */
  onRefused: (messages: string[]) => void;
  /** After a successful save; `added` when it created a dossier (or a membership for a one-off case). */
  onSaved: (saved: Dossier, info: { mode: SaveMode; added: boolean; stay: boolean }) => void;
};

/**
 * spec 2 §4, §5: validate with the shared rules first, then POST or PUT; a saving flag blocks repeat
 * saves; a failure leaves every typed value in place, puts the server's field errors on the fields and
 * shows 'Error bij opslaan!' with the server's Dutch text (also for a 409).
 */
export function useHouseholdSave({
  context,
  dossierId,
  dossier,
  form,
  sensitive,
  onRefused,
  onSaved,
}: Options) {
  const { mutateAsync: saveDossier } = useSaveDossier({ context });
  const savingRef = useRef(false);
  const [saving, setSaving] = useState(false);

  const save = useCallback(
    async (mode: SaveMode, { stay = false }: { stay?: boolean } = {}): Promise<Dossier> => {
      if (savingRef.current) throw new SaveRefused('Bezig met opslaan');
      const payload = toSavePayload(form.getValues(), { dossier, sensitive, mode });
      const { fieldErrors, messages } = checkBeforeSave(payload, mode, sensitive);
      if (messages.length) {
        form.setErrors(fieldErrors);
        onRefused(messages);
        throw new SaveRefused(messages[0]);
      }
      // Saving as the area itself updates an existing dossier; 'Lid Inschrijven' from a one-off case adds a member.
      const id = mode === context && dossierId > 0 ? dossierId : undefined;
      savingRef.current = true;
      setSaving(true);
      try {
        const saved = await saveDossier({ target: mode, id, payload });
        showSuccessNotice('Opgeslagen!', 'Het gezin is bewaard.');
        onSaved(saved, { mode, added: id === undefined, stay });
        return saved;
      } catch (error) {
        if (error instanceof ApiError) {
          const fields = Object.fromEntries(
            Object.entries(error.fieldErrors).map(([field, message]) => [formPath(field), message]),
          );
          if (Object.keys(fields).length) form.setErrors(fields);
          if (error.sessionExpired) throw error;
        }
        void showErrorAlert('Error bij opslaan!', errorMessage(error));
        throw error;
      } finally {
        savingRef.current = false;
        setSaving(false);
      }
    },
    [context, dossierId, dossier, form, sensitive, onRefused, onSaved, saveDossier],
  );

  return { save, saving };
}
