import { count, eq, gte, min } from 'drizzle-orm';
import { planById, type SupportContact } from '@rumo/core';
import { agencies, auditLog, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import { actor, type Context } from '../../platform/context/context.ts';
import { scoped } from '../../platform/context/scoped.ts';

/** Messages a user may send to support per hour. */
export const SUPPORT_MESSAGES_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

/**
 * POST /support/contact: e-mails the support address with the agency, the user and the page,
 * reply-to the user. The limit counts the user's own messages of the last hour in the audit log,
 * so it holds across restarts and processes.
 */
export async function contactSupport(ctx: Context, input: SupportContact) {
  const userId = actor(ctx);
  const data = scoped(ctx);
  const since = new Date(ctx.now.getTime() - HOUR_MS);
  const [[sent], [row]] = await Promise.all([
    ctx.db
      .select({ n: count(), oldest: min(auditLog.created_at) })
      .from(auditLog)
      .where(
        data.where(
          auditLog,
          eq(auditLog.user_id, userId),
          eq(auditLog.entity, 'support'),
          eq(auditLog.action, 'contact'),
          gte(auditLog.created_at, since),
        ),
      ),
    ctx.db
      .select({
        agency: { id: agencies.id, name: agencies.name, status: agencies.status, plan: agencies.plan, email: agencies.email, phone: agencies.phone },
        user: { id: users.id, first_name: users.first_name, last_name: users.last_name, email: users.email, role: users.role },
      })
      .from(users)
      .innerJoin(agencies, data.agencyRowOf(users))
      .where(data.where(users, eq(users.id, userId)))
      .limit(1),
  ]);
  if (!row) throw notFound();
  if ((sent?.n ?? 0) >= SUPPORT_MESSAGES_PER_HOUR) {
    const oldest = sent?.oldest ? new Date(sent.oldest).getTime() : ctx.now.getTime();
    const seconds = Math.max(1, Math.ceil((oldest + HOUR_MS - ctx.now.getTime()) / 1000));
    throw new AppError(429, { key: 'errors.rateLimited', params: { count: seconds } });
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
    `Idioma: ${ctx.locale}`,
    `Enviado em: ${ctx.now.toISOString()}`,
  ].join('\n');
  await ctx.deps.mailer.send({
    to: ctx.deps.config.supportEmail,
    replyTo: `"${`${user.first_name} ${user.last_name}`.replace(/["\\\r\n]/g, '')}" <${user.email}>`,
    subject: `[Suporte] ${input.subject.replace(/[\r\n]+/g, ' ')} — ${agency.name}`,
    text,
  });
  // after the mail: only a message that left counts towards the limit
  await recordAudit(ctx, { action: 'contact', entity: 'support', details: { subject: input.subject, page: input.page } });
}
