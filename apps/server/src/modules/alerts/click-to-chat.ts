import { asc, eq } from 'drizzle-orm';
import { translate, truncate, whatsappChatUrl, type Locale } from '@rumo/core';
import { alerts, checklistTasks, users } from '../../db/schema/index.ts';
import type { Context } from '../../platform/context/context.ts';
import { scoped } from '../../platform/context/scoped.ts';

interface HandOff {
  alert: typeof alerts.$inferSelect;
  locale: Locale;
  phone: string;
  customer: string;
  trip: string;
  agentEmail: string | null;
}

/**
 * WhatsApp without the Cloud API (the default): at the sending time the responsible agent (who
 * scheduled the alert, else the agency's owner) gets a task on the trip and an e-mail with the
 * wa.me link, the message filled in; one tap in WhatsApp sends it from the agency's own phone.
 */
export async function handOffWhatsapp(ctx: Context, { alert, locale, phone, customer, trip, agentEmail }: HandOff) {
  const url = whatsappChatUrl(phone, alert.message);
  const agent = alert.created_by
    ? { id: alert.created_by, email: agentEmail }
    : (
        await ctx.db
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(scoped(ctx).where(users, eq(users.role, 'owner')))
          .orderBy(asc(users.id))
          .limit(1)
      )[0];
  if (!agent) throw new Error('the agency has no one to hand the WhatsApp message to');
  const params = { customer, trip };
  await ctx.db.insert(checklistTasks).values(
    scoped(ctx).row({
      travel_id: alert.travel_id,
      user_id: agent.id,
      name: truncate(translate(locale, 'alerts.clickToChatTask', params), 200),
      scheduled_to: ctx.now,
      created_by: alert.created_by,
    }),
  );
  if (agent.email)
    await ctx.deps.mailer.send({
      to: agent.email,
      subject: translate(locale, 'alerts.clickToChatSubject', params),
      text: translate(locale, 'alerts.clickToChatBody', { ...params, url, message: alert.message }),
    });
}
