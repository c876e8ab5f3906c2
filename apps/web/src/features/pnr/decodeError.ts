import { isApiError } from '../../api/client.ts';
import { notify } from '../../components/notify.ts';

/**
 * A failed decode: the text's own validation message stays under the paste box; anything else
 * (the 429 rate-limit detail, a network failure, a 404 trip) goes to a danger snackbar.
 */
export function showDecodeError(error: unknown, setTextError: (message: string) => void): void {
  const textError = isApiError(error) ? error.fieldErrors.text?.[0] : undefined;
  if (textError) setTextError(textError);
  else notify.danger(error instanceof Error ? error.message : String(error));
}
