import { showErrorAlert } from '../../../components/alerts/alerts';
import { ApiError, errorMessage } from '../../../lib/api-client';

/** DESIGN.md: field errors of the server onto the form, anything else to the red dialog; typed values stay. */
export function showSaveError(error: unknown, setErrors: (errors: Record<string, string>) => void): void {
  if (error instanceof ApiError && error.sessionExpired) return;
  const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
  if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
  else void showErrorAlert('Error bij opslaan!', errorMessage(error));
}
