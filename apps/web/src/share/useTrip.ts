import { useCallback, useEffect, useState } from 'react';
import { HTML_LANG, locale } from './i18n.ts';
import type { SharedTrip } from './types.ts';

export const tripApiUrl = (token: string) => `/api/v1/public/travels/share/${encodeURIComponent(token)}`;

type State = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; trip: SharedTrip };

/** Loads the shared trip (from the network, or the worker's copy when offline). */
export function useTrip(token: string): State & { retry: () => void } {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    fetch(tripApiUrl(token), { headers: { accept: 'application/json', 'accept-language': HTML_LANG[locale] }, signal: controller.signal })
      .then(async (response) => {
        const body = await response.json().catch(() => ({}));
        if (!response.ok) throw new Error(typeof body?.detail === 'string' ? body.detail : response.statusText);
        setState({ status: 'ready', trip: body as SharedTrip });
      })
      .catch((error: Error) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: error.message });
      });
    return () => controller.abort();
  }, [token, attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}
