import { eq } from 'drizzle-orm';
import type { Locale } from '@rumo/core';
import { agencies } from '../../db/schema/index.ts';
import type { Context } from '../../platform/context/context.ts';

/** What an alert needs of its agency: the name clients know, their language and the WhatsApp sender. */
export interface AgencyMessaging {
  name: string;
  locale: Locale;
  whatsapp_phone_number_id: string | null;
  whatsapp_token: string | null;
}

export async function agencyMessaging(ctx: Pick<Context, 'db' | 'agencyId'>): Promise<AgencyMessaging> {
  const [row] = await ctx.db
    .select({
      name: agencies.name,
      locale: agencies.locale,
      whatsapp_phone_number_id: agencies.whatsapp_phone_number_id,
      whatsapp_token: agencies.whatsapp_token,
    })
    .from(agencies)
    // the agency row itself: its id is the context's agency
    .where(eq(agencies.id, ctx.agencyId))
    .limit(1);
  if (!row) throw new Error(`agency ${ctx.agencyId} not found`);
  return row;
}
