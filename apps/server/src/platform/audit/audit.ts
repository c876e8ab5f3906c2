import { auditLog } from '../../db/schema/index.ts';
import type { BaseContext } from '../context/context.ts';
import { scoped } from '../context/scoped.ts';

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | number | null;
  details?: Record<string, unknown>;
}

/** What an audit row is written with: the acting user, their agency (none before signup step 2) and address. */
export type AuditContext = Pick<BaseContext, 'db' | 'agencyId' | 'userId' | 'ip'>;

/**
 * Records who did what through the context's database: inside `inTransaction` the row commits or
 * rolls back with the change it records, and a failed write fails the change (nothing is swallowed).
 */
export async function recordAudit(ctx: AuditContext, entry: AuditEntry): Promise<void> {
  const values = {
    user_id: ctx.userId,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId == null ? null : String(entry.entityId),
    details: entry.details ?? null,
    ip: ctx.ip,
  };
  await ctx.db.insert(auditLog).values(ctx.agencyId === null ? values : scoped({ db: ctx.db, agencyId: ctx.agencyId }).row(values));
}
