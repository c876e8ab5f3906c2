/** Where the support page was opened from: router state `{from}` wins, then a same-site referrer. */
export function originPage(state: unknown, referrer: string, origin: string): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from === 'string' && from.startsWith('/')) return from;
  if (referrer) {
    try {
      const url = new URL(referrer);
      if (url.origin === origin && url.pathname !== '/suporte') return `${url.pathname}${url.search}`;
    } catch {
      // not a URL: no page
    }
  }
  return '/suporte';
}
