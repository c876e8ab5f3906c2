import { and, count, eq, gte, min } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { planById, type SupportContact } from '@rumo/core';
import { agencies, auditLog, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { audit } from '../../platform/audit/audit.ts';

/** Messages a user may send to support per hour. */
export const SUPPORT_MESSAGES_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

/**
 * POST /support/contact: e-mails the support address with the agency, the user and the page,
 * reply-to the user. The limit counts the user's own messages of the last hour in the audit log,
 * so it holds across restarts and processes.
 */
export async function contactSupport(app: FastifyInstance, request: FastifyRequest, agencyId: number, userId: number, input: SupportContact) {
  const since = new Date(Date.now() - HOUR_MS);
  const [[sent], [row]] = await Promise.all([
    app.db
      .select({ n: count(), oldest: min(auditLog.created_at) })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.agency_id, agencyId),
          eq(auditLog.user_id, userId),
          eq(auditLog.entity, 'support'),
          eq(auditLog.action, 'contact'),
          gte(auditLog.created_at, since),
        ),
      ),
    app.db
      .select({
        agency: { id: agencies.id, name: agencies.name, status: agencies.status, plan: agencies.plan, email: agencies.email, phone: agencies.phone },
        user: { id: users.id, first_name: users.first_name, last_name: users.last_name, email: users.email, role: users.role },
      })
      .from(users)
      .innerJoin(agencies, eq(agencies.id, users.agency_id))
      .where(and(eq(users.id, userId), eq(users.agency_id, agencyId)))
      .limit(1),
  ]);
  if (!row) throw notFound();
  if ((sent?.n ?? 0) >= SUPPORT_MESSAGES_PER_HOUR) {
    const oldest = sent?.oldest ? new Date(sent.oldest).getTime() : Date.now();
    const seconds = Math.max(1, Math.ceil((oldest + HOUR_MS - Date.now()) / 1000));
    throw new AppError(429, { key: 'errors.rateLimited', params: { seconds } });
  }

  const { agency, user } = row;
  const plan = planById(agency.plan)?.id ?? agency.plan ?? '-';
  const text = [
    input.message,
    '',
    '---',
    `Agência: ${agency.name} (id ${agency.id})`,
    `Status: ${agency.status} · Plano: ${plan}`,
    ...(agency.email || agency.phone ? [`Contato da agência: ${[agency.email, agency.phone].filter(Boolean).join(' · ')}`] : []),
    `Usuário: ${user.first_name} ${user.last_name} <${user.email}> (id ${user.id}, ${user.role})`,
    `Página: ${input.page || '-'}`,
    `Idioma: ${request.locale}`,
    `Enviado em: ${new Date().toISOString()}`,
  ].join('\n');
  await app.mailer.send({
    to: app.config.supportEmail,
    replyTo: `"${`${user.first_name} ${user.last_name}`.replace(/["\\\r\n]/g, '')}" <${user.email}>`,
    subject: `[Suporte] ${input.subject.replace(/[\r\n]+/g, ' ')} — ${agency.name}`,
    text,
  });
  await audit(app, request, { agencyId, userId, action: 'contact', entity: 'support', details: { subject: input.subject, page: input.page } });
}
