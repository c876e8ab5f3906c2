import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import { addDays, zonedMidnight, type AuditLogEntry, type AuditLogQuery } from '@rumo/core';
import { auditLog, users } from '../../db/schema/index.ts';
import type { Page } from '../../http/paging.ts';
import { assertOwner, type Context } from '../../platform/context/context.ts';
import { scoped } from '../../platform/context/scoped.ts';

/**
 * GET /agencies/accounts/audit-log (owner): the agency's entries, newest first, with the user's
 * name; filters by entity, action, user and a date range (days in the agency's zone).
 */
export async function listAuditLog(ctx: Context, query: AuditLogQuery): Promise<Page<AuditLogEntry>> {
  assertOwner(ctx);
  const scope = scoped(ctx);
  const where = scope.where(
    auditLog,
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.user_id ? eq(auditLog.user_id, query.user_id) : undefined,
    query.date_from ? gte(auditLog.created_at, zonedMidnight(query.date_from, ctx.timeZone)) : undefined,
    query.date_to ? lt(auditLog.created_at, zonedMidnight(addDays(query.date_to, 1), ctx.timeZone)) : undefined,
  );
  const [[total], rows] = await Promise.all([
    ctx.db.select({ n: count() }).from(auditLog).where(where),
    ctx.db
      .select({
        entry: auditLog,
        user: { id: users.id, first_name: users.first_name, last_name: users.last_name, email: users.email },
      })
      .from(auditLog)
      // the user must still belong to this agency for the name to show
      .leftJoin(users, and(eq(users.id, auditLog.user_id), scope.sameAgency(users, auditLog)))
      .where(where)
      .orderBy(desc(auditLog.created_at), desc(auditLog.id))
      .limit(query.limit)
      .offset(query.offset),
  ]);
  const results: AuditLogEntry[] = rows.map(({ entry, user }) => ({
    id: entry.id,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entity_id,
    details: entry.details,
    ip: entry.ip,
    created_at: entry.created_at,
    user: user?.id ? user : null,
  }));
  return { count: total?.n ?? 0, results };
}
