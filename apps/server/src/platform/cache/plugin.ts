import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { createReadCache, tagFor, type ReadCache } from './read-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
    /**
     * preHandler, after `authenticate`, of a read whose answer depends only on the agency's rows,
     * who asks and the URL: answers from the cache, or marks the request so its answer is kept.
     */
    cachedRead: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    readCacheSlot: { key: string; agencyId: number; generation: string; tag: string | null } | null;
  }
  interface FastifyContextConfig {
    /** Tag of a cached read's answers ('travel::id' takes the route's id), for `readCache.touched`. */
    readCacheTag?: string;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Registered once, in app.ts, after the request context. */
export async function registerReadCache(app: FastifyInstance, options: { ttlMs: number; maxBytes: number }) {
  const cache = createReadCache(app.database, options);
  if (options.maxBytes > 0) await cache.start();
  app.decorate('readCache', cache);
  app.addHook('onClose', async () => cache.close());
  app.decorateRequest('readCacheSlot', null);

  app.decorate('cachedRead', async function cachedRead(request: FastifyRequest, reply: FastifyReply) {
    const ctx = request.context;
    if (!ctx || request.method !== 'GET') return;
    // who asks and how (links in a page are absolute, so the host is part of the answer)
    const key = `${ctx.agencyId}|${ctx.userId}|${ctx.role}|${ctx.locale}|${request.protocol}://${request.host}${request.url}`;
    const hit = cache.get(key);
    if (hit) {
      reply.header('content-type', hit.contentType).header('x-read-cache', 'hit');
      return reply.send(hit.body);
    }
    const template = request.routeOptions.config.readCacheTag;
    const tag = template ? tagFor(template, (request.params as { id?: unknown } | null)?.id) : null;
    request.readCacheSlot = { key, agencyId: ctx.agencyId, generation: cache.generation(ctx.agencyId), tag };
    reply.header('x-read-cache', 'miss');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const slot = request.readCacheSlot;
    if (slot) {
      if (reply.statusCode === 200 && typeof payload === 'string')
        cache.put(slot.key, slot.agencyId, slot.generation, payload, String(reply.getHeader('content-type') ?? 'application/json'), slot.tag);
    } else if (request.context && !READ_METHODS.has(request.method)) {
      // The change has committed (the service returned): drop the agency's answers before this one
      // reaches the client, so its next read sees it even before the notification comes back. Changes
      // without an agency context (webhooks, the operator, jobs) arrive by notification.
      cache.changed(request.context.agencyId);
    }
    return payload;
  });
}
