import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditLog } from '../../db/schema/index.ts';

export interface AuditEntry {
  agencyId: number | null;
  userId: number | null;
  action: string;
  entity: string;
  entityId?: string | number | null;
  details?: Record<string, unknown>;
}

/** Records who did what; never fails the request that caused it. */
export async function audit(app: FastifyInstance, request: Pick<FastifyRequest, 'ip'> | null, entry: AuditEntry): Promise<void> {
  try {
    await app.db.insert(auditLog).values({
      agency_id: entry.agencyId,
      user_id: entry.userId,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId == null ? null : String(entry.entityId),
      details: entry.details ?? null,
      ip: request?.ip ?? null,
    });
  } catch (error) {
    app.log.error({ err: error, entry }, 'audit log write failed');
  }
}
