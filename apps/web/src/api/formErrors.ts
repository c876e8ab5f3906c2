import type { ReactNode } from 'react';
import { notify } from '../components/notify.ts';
import { isApiError } from './client.ts';

/** The part of a Mantine form (useForm) the mapping needs. */
export interface FormErrorTarget {
  setErrors(errors: Record<string, ReactNode>): void;
}

/**
 * Shows a failed call on a form (spec 8): `{field: [msg]}` under the fields, `non_field_errors[0]`
 * in a danger snackbar. Without either, the detail / error / generic message goes to the snackbar.
 */
export function showFormErrors(form: FormErrorTarget, error: unknown): void {
  if (!isApiError(error)) {
    notify.danger(error instanceof Error ? error.message : String(error));
    return;
  }
  const fields = Object.entries(error.fieldErrors);
  if (fields.length > 0) {
    form.setErrors(Object.fromEntries(fields.map(([field, messages]) => [field, messages[0]])));
  }
  if (error.nonFieldErrors.length > 0) notify.danger(error.nonFieldErrors[0]);
  else if (fields.length === 0) notify.danger(error.message);
}
