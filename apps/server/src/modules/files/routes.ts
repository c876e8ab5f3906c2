import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileTypeFromBuffer } from 'file-type';
import path from 'node:path';
import { notFound } from '../../http/errors.ts';
import { contentDisposition, isPreviewed } from '../../http/content-disposition.ts';

const querySchema = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().min(10).max(100),
  download: z.enum(['1']).optional(),
});

/**
 * GET /files/<key>?expires=&signature=: a stored file through a signed URL (see file-urls.ts).
 * Images and PDFs are inline, because the screens show them in place (pictures, logos, the
 * voucher preview); any other type, or ?download=1, is an attachment.
 */
export const fileRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/files/*',
    { schema: { hide: true, querystring: querySchema }, config: { rateLimit: false } },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      if (!app.fileUrls.verify(key, request.query.expires, request.query.signature)) throw notFound();
      const data = await app.storage.get(key).catch(() => null);
      if (!data) throw notFound();
      const mime = (await fileTypeFromBuffer(data))?.mime ?? 'application/octet-stream';
      const kind = isPreviewed(mime) && !request.query.download ? 'inline' : 'attachment';
      return reply
        .header('content-type', mime)
        .header('content-disposition', contentDisposition(kind, path.posix.basename(key)))
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(data);
    },
  );
};
