/**
 * Offline copy of the trip page: a service worker scoped to /viagem-compartilhada/ keeps the page,
 * its scripts, its data and the vouchers (public/share-sw.js). Once the page has loaded, it asks the
 * worker to store everything it shows; the answer tells the traveller the trip is available offline.
 */
const SCOPE = '/viagem-compartilhada/';

export function registerOfflineWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/share-sw.js', { scope: SCOPE }).catch(() => {
    // no worker (private mode, old browser): the page still works online
  });
}

/** Stores trip `token`'s page, its assets and `urls` for offline use; resolves true once they are kept. */
export async function keepOffline(token: string, urls: string[]): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (!worker) return false;
  const assets = [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[rel="stylesheet"], link[rel="modulepreload"]')].map(
    (element) => ('src' in element ? element.src : element.href),
  );
  // Chunks loaded on demand (the reader's language) have no tag of their own.
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name);
    if (url.origin === location.origin && url.pathname.startsWith('/assets/')) assets.push(url.href);
  }
  const all = [...new Set([location.pathname, ...assets, ...urls])];
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<{ ok: boolean }>) => resolve(event.data.ok);
    worker.postMessage({ type: 'keep', trip: token, urls: all }, [channel.port2]);
  });
}
