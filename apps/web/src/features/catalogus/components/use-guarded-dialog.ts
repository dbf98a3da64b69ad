import { useCallback, useState, type FormEvent } from 'react';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes/use-unsaved-changes-guard';
import { ApiError, errorMessage } from '../../../lib/api-client';

// The server's refusals that are about the name: they go under the name field.
const NAAM_MESSAGES = new Set(['Naam niet ingevuld!', 'Deze naam bestaat hier al']);

type GuardedDialogOptions = {
  dirty: boolean;
  saving: boolean;
  /** Validates and saves; rejects when it did not save (the form shows why), so the dialog stays. */
  submit: () => Promise<unknown>;
  onClose: () => void;
};

/**
 * UX.md "never lose work" for a dialog: closing it (Escape, the cross, Annuleren) or leaving the page with
 * changes asks 'Er zijn niet opgeslagen wijzigingen!' (save, close without saving, or stay).
 */
export function useGuardedDialog({ dirty, saving, submit, onClose }: GuardedDialogOptions) {
  const { confirmLeave } = useUnsavedChangesGuard(dirty && !saving, submit, {
    continueLabel: 'Sluiten zonder opslaan',
  });
  return useCallback(() => {
    if (saving) return;
    void confirmLeave().then((close) => {
      if (close) onClose();
    });
  }, [saving, confirmLeave, onClose]);
}

/**
 * DESIGN.md: the server's Dutch refusal shown in the form: field errors under their fields, a name
 * refusal under the name, anything else at the top of the form. Typed values stay.
 */
export function useServerError(setErrors: (errors: Record<string, string>) => void) {
  const [formError, setFormError] = useState<string | null>(null);
  const show = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.sessionExpired) return;
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
      const message = errorMessage(error);
      if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
      else if (NAAM_MESSAGES.has(message)) setErrors({ naam: message });
      else setFormError(message);
    },
    [setErrors],
  );
  /** Waits for a save: a refusal is shown in the form and rejects again, so the dialog stays open. */
  const showRefusal = useCallback(
    async <T>(saving: Promise<T>): Promise<T> => {
      try {
        return await saving;
      } catch (error) {
        show(error);
        throw error;
      }
    },
    [show],
  );
  return { formError, showRefusal, clearServerError: () => setFormError(null) };
}

/** A dialog form's submit: one save at a time; a refused save has already shown why, the dialog stays. */
export const submitOnce = (saving: boolean, submit: () => Promise<unknown>) => (event: FormEvent) => {
  event.preventDefault();
  if (!saving) submit().catch(() => undefined);
};
