import { API_PREFIX } from '@rumo/core';
import { recordAudit } from '../../platform/audit/audit.ts';
import type { Context } from '../../platform/context/context.ts';

/** Reads of personal data recorded in the audit log, by route: who saw which client or documents. */
const AUDITED_READS: Record<string, { entity: string; action: string }> = {
  [`${API_PREFIX}/customers/:id`]: { entity: 'customer', action: 'view' },
  [`${API_PREFIX}/customers/documents/shared/:id`]: { entity: 'customer_documents', action: 'view' },
};

/** The read a GET of this route is, if it is one of personal data. */
export function auditedRead(method: string, route: string | undefined) {
  if (method !== 'GET') return null;
  return AUDITED_READS[route ?? ''] ?? null;
}

/** One 'view' entry with the client's id. */
export async function recordRead(ctx: Context, read: { entity: string; action: string }, id: string | undefined): Promise<void> {
  await recordAudit(ctx, {
    action: read.action,
    entity: read.entity,
    entityId: id ?? null,
    details: id ? { customer_id: Number(id) } : undefined,
  });
}
