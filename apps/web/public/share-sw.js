/*
 * Service worker of the traveller's trip page (/viagem-compartilhada/*): once the page has asked it
 * to keep its files, the trip opens without a connection. Network first for the page and its data
 * (the agency may change the trip), cache first for fingerprinted assets and signed voucher URLs.
 *
 * What it keeps stays bounded: one cache for the current build's assets, and one cache per trip
 * (page, data, vouchers) for the MAX_TRIPS trips opened last. Caches of another VERSION are deleted
 * when this worker activates.
 */
/* global self, caches */
const VERSION = 'v2';
const PREFIX = 'rumo-trip-';
const ASSETS = `${PREFIX}${VERSION}-assets`;
const TRIP = `${PREFIX}${VERSION}-trip-`;
/** Trips kept offline on one device; opening another drops the one opened longest ago. */
const MAX_TRIPS = 5;
/** The kept trips' tokens, most recently opened first, stored as a JSON response in the assets cache. */
const ORDER = '/__rumo-trip-order';

const PAGE = /^\/viagem-compartilhada\/([^/]+)$/;
const DATA = /^\/api\/v1\/public\/travels\/share\/([^/]+)$/;

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) =>
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith(PREFIX) && !name.startsWith(`${PREFIX}${VERSION}-`)).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  ),
);

async function tripOrder(assets) {
  const stored = await assets.match(ORDER);
  return stored ? stored.json() : [];
}

/** Puts `token` first in the kept trips and deletes the caches of the trips past MAX_TRIPS. */
async function touchTrip(token) {
  const assets = await caches.open(ASSETS);
  const order = [token, ...(await tripOrder(assets)).filter((kept) => kept !== token)];
  await Promise.all(order.slice(MAX_TRIPS).map((dropped) => caches.delete(TRIP + dropped)));
  await assets.put(ORDER, new Response(JSON.stringify(order.slice(0, MAX_TRIPS)), { headers: { 'content-type': 'application/json' } }));
  return order.slice(0, MAX_TRIPS);
}

const isAsset = (url) => new URL(url, self.location.origin).pathname.startsWith('/assets/');

async function store(cache, url) {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (response.ok) await cache.put(url, response);
}

/**
 * Keeps one trip: its page, data and vouchers in the trip's cache, the page's assets in the assets
 * cache. Assets of an older build are deleted; the other kept trips' pages are fetched again so
 * they load the assets that remain.
 */
async function keep(token, urls) {
  const kept = await touchTrip(token);
  const assets = await caches.open(ASSETS);
  const trip = await caches.open(TRIP + token);
  const current = urls.filter(isAsset).map((url) => new URL(url, self.location.origin).href);
  await Promise.all([...current.map((url) => store(assets, url)), ...urls.filter((url) => !isAsset(url)).map((url) => store(trip, url))]);
  const stale = (await assets.keys()).filter((request) => isAsset(request.url) && !current.includes(request.url));
  if (!stale.length) return;
  await Promise.all(stale.map((request) => assets.delete(request)));
  await Promise.all(
    kept
      .filter((other) => other !== token)
      .map(async (other) => store(await caches.open(TRIP + other), `/viagem-compartilhada/${other}`).catch(() => undefined)),
  );
}

self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'keep' || !Array.isArray(data.urls) || typeof data.trip !== 'string') return;
  const port = event.ports[0];
  event.waitUntil(
    keep(data.trip, data.urls).then(
      () => port && port.postMessage({ ok: true }),
      () => port && port.postMessage({ ok: false }),
    ),
  );
});

/** The trip's own cache for its page and data; kept only for a trip the page asked to keep. */
async function networkFirst(request, token) {
  const name = TRIP + token;
  try {
    const response = await fetch(request);
    if (response.ok && (await caches.has(name))) await (await caches.open(name)).put(request, response.clone());
    return response;
  } catch (error) {
    const cached = (await caches.has(name)) ? await (await caches.open(name)).match(request, { ignoreVary: true, ignoreSearch: request.mode === 'navigate' }) : undefined;
    if (cached) return cached;
    throw error;
  }
}

/** Assets and vouchers never change under the same URL: any kept copy will do. */
async function cacheFirst(request) {
  const cached = await caches.match(request, { ignoreVary: true });
  if (cached) return cached;
  return fetch(request);
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/api/v1/files/')) {
    event.respondWith(cacheFirst(request));
    return;
  }
  const trip = PAGE.exec(url.pathname) || DATA.exec(url.pathname);
  if (trip) event.respondWith(networkFirst(request, trip[1]));
});
