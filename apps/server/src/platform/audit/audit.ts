import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditLog } from '../../db/schema/index.ts';
import type { Context } from '../context/context.ts';

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

export type ContextAuditEntry = Omit<AuditEntry, 'agencyId' | 'userId'>;

/**
 * Records who did what through the context's database: inside `inTransaction` the row commits or
 * rolls back with the change it records, and a failed write fails the change.
 */
export async function recordAudit(ctx: Context, entry: ContextAuditEntry): Promise<void> {
  await ctx.db.insert(auditLog).values({
    agency_id: ctx.agencyId,
    user_id: ctx.userId,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId == null ? null : String(entry.entityId),
    details: entry.details ?? null,
    ip: ctx.ip,
  });
}
