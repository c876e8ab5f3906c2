import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileTypeFromBuffer } from 'file-type';
import { notFound } from '../../http/errors.ts';

const querySchema = z.object({ expires: z.coerce.number().int(), signature: z.string().min(10).max(100) });

/** GET /files/<key>?expires=&signature=: a stored file through a signed URL (see file-urls.ts). */
export const fileRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/files/*',
    { schema: { hide: true, querystring: querySchema }, config: { rateLimit: false } },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      if (!app.fileUrls.verify(key, request.query.expires, request.query.signature)) throw notFound();
      const data = await app.storage.get(key).catch(() => null);
      if (!data) throw notFound();
      const type = await fileTypeFromBuffer(data);
      return reply
        .header('content-type', type?.mime ?? 'application/octet-stream')
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(data);
    },
  );
};
