import type { ZodType } from 'zod';
import { showErrorAlert } from '../../../components/alerts/alerts';
import { ApiError, errorMessage } from '../../../lib/api-client';

/** The shared zod schema as a Mantine form validator: browser and API say the same Dutch message. */
export function zodErrors(schema: ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  return errors;
}

/** DESIGN.md: field errors of the server onto the form, anything else to the red dialog; typed values stay. */
export function showSaveError(error: unknown, setErrors: (errors: Record<string, string>) => void): void {
  if (error instanceof ApiError && error.sessionExpired) return;
  const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
  if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
  else void showErrorAlert('Error bij opslaan!', errorMessage(error));
}
