import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { API_PREFIX } from '@rumo/core';
import { audit } from '../../platform/audit/audit.ts';

/** Reads of personal data recorded in the audit log, by route: who saw which client or documents. */
const AUDITED_READS: Record<string, { entity: string; action: string }> = {
  [`${API_PREFIX}/customers/:id`]: { entity: 'customer', action: 'view' },
  [`${API_PREFIX}/customers/documents/shared/:id`]: { entity: 'customer_documents', action: 'view' },
};

function auditedRead(request: FastifyRequest) {
  if (request.method !== 'GET') return null;
  return AUDITED_READS[request.routeOptions.url ?? ''] ?? null;
}

/**
 * An onSend hook on the API scope (this plugin skips encapsulation), so the customers and
 * documents modules stay untouched: a successful GET of a client's details or documents writes
 * one 'view' entry with the client's id.
 */
export const readAuditHooks: FastifyPluginAsync = async (app) => {
  // onSend, not onResponse: the entry is written before the client gets the answer
  app.addHook('onSend', async (request, reply, payload) => {
    const read = auditedRead(request);
    if (!read || reply.statusCode !== 200 || !request.auth?.agencyId) return payload;
    const id = (request.params as { id?: string } | undefined)?.id;
    await audit(app, request, {
      agencyId: request.auth.agencyId,
      userId: request.auth.userId,
      action: read.action,
      entity: read.entity,
      entityId: id ?? null,
      details: id ? { customer_id: Number(id) } : undefined,
    });
    return payload;
  });
};
// the hook must reach the routes of sibling modules in the /api/v1 scope
(readAuditHooks as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
