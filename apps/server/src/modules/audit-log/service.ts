import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditLogEntry, AuditLogQuery } from '@rumo/core';
import { agencies, auditLog, users } from '../../db/schema/index.ts';
import { pageOf } from '../../http/paging.ts';
import { addCalendarDays } from '../../lib/business-days.ts';

/** Midnight of a calendar day in the agency's zone, as an instant. */
function startOfDay(date: string, timeZone: string): Date {
  const guess = new Date(`${date}T00:00:00Z`);
  const local = new Date(guess.toLocaleString('en-US', { timeZone }));
  const utc = new Date(guess.toLocaleString('en-US', { timeZone: 'UTC' }));
  return new Date(guess.getTime() + (utc.getTime() - local.getTime()));
}

/**
 * GET /agencies/accounts/audit-log (owner): the agency's entries, newest first, with the user's
 * name; filters by entity, action, user and a date range (days in the agency's zone).
 */
export async function listAuditLog(app: FastifyInstance, request: FastifyRequest, agencyId: number, query: AuditLogQuery) {
  const [agency] = await app.db.select({ timezone: agencies.timezone }).from(agencies).where(eq(agencies.id, agencyId));
  const timeZone = agency?.timezone ?? 'America/Sao_Paulo';
  const filters: SQL[] = [eq(auditLog.agency_id, agencyId)];
  if (query.entity) filters.push(eq(auditLog.entity, query.entity));
  if (query.action) filters.push(eq(auditLog.action, query.action));
  if (query.user_id) filters.push(eq(auditLog.user_id, query.user_id));
  if (query.date_from) filters.push(gte(auditLog.created_at, startOfDay(query.date_from, timeZone)));
  if (query.date_to) filters.push(lt(auditLog.created_at, startOfDay(addCalendarDays(query.date_to, 1), timeZone)));
  const where = and(...filters);
  const [[total], rows] = await Promise.all([
    app.db.select({ n: count() }).from(auditLog).where(where),
    app.db
      .select({
        entry: auditLog,
        user: { id: users.id, first_name: users.first_name, last_name: users.last_name, email: users.email },
      })
      .from(auditLog)
      // the user must still belong to this agency for the name to show
      .leftJoin(users, and(eq(users.id, auditLog.user_id), eq(users.agency_id, agencyId)))
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
  return pageOf(request, query.limit, query.offset, total?.n ?? 0, results);
}
