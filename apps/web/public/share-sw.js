/*
 * Service worker of the traveller's trip page (/viagem-compartilhada/*): once the page has asked it
 * to keep its files, the trip opens without a connection. Network first for the page and its data
 * (the agency may change the trip), cache first for fingerprinted assets and signed voucher URLs.
 */
/* global self, caches */
const CACHE = 'rumo-trip-v1';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('message', (event) => {
  if (!event.data || event.data.type !== 'keep' || !Array.isArray(event.data.urls)) return;
  const port = event.ports[0];
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) =>
        Promise.all(
          event.data.urls.map((url) =>
            fetch(url, { credentials: 'same-origin' }).then((response) => (response.ok ? cache.put(url, response) : undefined)),
          ),
        ),
      )
      .then(
        () => port && port.postMessage({ ok: true }),
        () => port && port.postMessage({ ok: false }),
      ),
  );
});

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(request, { ignoreVary: true, ignoreSearch: request.mode === 'navigate' });
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/api/v1/files/')) event.respondWith(cacheFirst(request));
  else if (request.mode === 'navigate' || url.pathname.startsWith('/api/v1/public/travels/share/')) event.respondWith(networkFirst(request));
});
