import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The address a link given to a client should use: PUBLIC_URL when set; otherwise the origin the
 * agent reached this server at. request.host and request.protocol honour X-Forwarded-Host / -Proto
 * only as far as Fastify's trustProxy allows, so an untrusted client cannot choose the link's host.
 */
export function publicOrigin(app: FastifyInstance, request: FastifyRequest): string {
  if (app.config.publicUrlExplicit) return app.config.publicUrl;
  return `${request.protocol}://${request.host}`;
}
