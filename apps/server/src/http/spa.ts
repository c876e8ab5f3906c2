import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_PREFIX, STANDALONE_PAGES, translate } from '@rumo/core';

/**
 * Serves the built web app with history-mode fallback: an unknown non-API path gets index.html,
 * an unknown API path a 404 JSON.
 */
export async function registerSpa(app: FastifyInstance, webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      // Files are looked up per request, so a rebuild is served without a restart; misses fall
      // through to the not-found handler below.
      wildcard: true,
      index: false,
      setHeaders: (reply, filePath) => {
        // Vite fingerprints everything under assets/: cache it for a year, never index.html.
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        // a service worker must be re-checked on every visit to pick up a new version
        else if (filePath.endsWith('-sw.js')) reply.header('cache-control', 'no-cache');
      },
    });
  }

  // The root is a folder to the static handler: it gets the app shell directly.
  if (hasBuild) app.get('/', { schema: { hide: true } }, (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));

  // The traveller's trip page is its own light entry (share.html), not the app shell.
  if (hasBuild && fs.existsSync(path.join(webDist, 'share.html')))
    app.get('/viagem-compartilhada/:token', { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'no-cache').header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer').sendFile('share.html'),
    );

  // Signed-out pages with their own light entry (login, ...); a build without one falls back to the app shell.
  for (const [route, file] of Object.entries(STANDALONE_PAGES)) {
    if (hasBuild && fs.existsSync(path.join(webDist, file)))
      app.get(route, { schema: { hide: true } }, (_request, reply) => reply.header('cache-control', 'no-cache').sendFile(file, { cacheControl: false }));
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith('/api/');
    if (isApi || !['GET', 'HEAD'].includes(request.method))
      return reply.status(404).send({ detail: translate(request.locale, 'errors.routeNotFound') });
    if (!hasBuild)
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    // Missing files with an extension are real 404s, not app routes.
    if (path.extname(url) && url.startsWith('/assets/'))
      return reply.status(404).send({ detail: translate(request.locale, 'errors.routeNotFound') });
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
