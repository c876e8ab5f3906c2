import { eq } from 'drizzle-orm';
import type { WhatsappSender, WhatsappSenderUpdate } from '@rumo/core';
import { agencies } from '../../db/schema/index.ts';
import { fieldError } from '../../http/errors.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import { assertOwner, inTransaction, type Context } from '../../platform/context/context.ts';
import { WhatsAppRejected } from '../../platform/whatsapp/whatsapp.ts';

type SenderColumns = Pick<
  typeof agencies.$inferSelect,
  'whatsapp_phone_number_id' | 'whatsapp_token' | 'whatsapp_display_phone'
>;

async function senderColumns(ctx: Context): Promise<SenderColumns> {
  const [row] = await ctx.db
    .select({
      whatsapp_phone_number_id: agencies.whatsapp_phone_number_id,
      whatsapp_token: agencies.whatsapp_token,
      whatsapp_display_phone: agencies.whatsapp_display_phone,
    })
    .from(agencies)
    // the agency row itself: its id is the context's agency
    .where(eq(agencies.id, ctx.agencyId))
    .limit(1);
  return row!;
}

function present(ctx: Context, row: SenderColumns): WhatsappSender {
  const { whatsapp } = ctx.deps;
  const sender = whatsapp.senderFor(row);
  return {
    phone_number_id: row.whatsapp_phone_number_id,
    display_phone: row.whatsapp_display_phone,
    has_own_token: row.whatsapp_token !== null,
    server_token: whatsapp.serverToken !== null,
    source: !sender ? 'click_to_chat' : row.whatsapp_phone_number_id ? 'agency' : 'server',
  };
}

/** GET /agencies/accounts/whatsapp (the owner): the agency's WhatsApp sender, its token never shown. */
export async function getWhatsappSender(ctx: Context): Promise<WhatsappSender> {
  assertOwner(ctx);
  return present(ctx, await senderColumns(ctx));
}

/**
 * PUT /agencies/accounts/whatsapp (the owner): the agency's own number, checked with Meta before it
 * is kept (the number's id must exist and the token must reach it); no number goes back to the
 * server's sender, or click-to-chat without one.
 */
export async function updateWhatsappSender(
  ctx: Context,
  input: WhatsappSenderUpdate,
): Promise<WhatsappSender> {
  assertOwner(ctx);
  const current = await senderColumns(ctx);
  let next: SenderColumns = {
    whatsapp_phone_number_id: null,
    whatsapp_token: null,
    whatsapp_display_phone: null,
  };
  const phoneNumberId =
    input.phone_number_id === undefined ? current.whatsapp_phone_number_id : input.phone_number_id;
  if (phoneNumberId) {
    const ownToken = input.access_token === undefined ? current.whatsapp_token : input.access_token;
    const token = ownToken ?? ctx.deps.whatsapp.serverToken;
    if (!token) throw fieldError('access_token', 'whatsappSender.tokenRequired');
    let displayPhone: string | null;
    try {
      ({ displayPhone } = await ctx.deps.whatsapp.describeNumber({ phoneNumberId, token }));
    } catch (error) {
      ctx.deps.log.warn({ err: error }, 'WhatsApp sender check failed');
      throw fieldError(
        'phone_number_id',
        error instanceof WhatsAppRejected ? 'whatsappSender.rejected' : 'whatsappSender.unreachable',
      );
    }
    next = {
      whatsapp_phone_number_id: phoneNumberId,
      whatsapp_token: ownToken,
      whatsapp_display_phone: displayPhone,
    };
  }
  await inTransaction(ctx, async (tx) => {
    await tx.db.update(agencies).set(next).where(eq(agencies.id, tx.agencyId));
    await recordAudit(tx, {
      action: 'update',
      entity: 'agency',
      entityId: tx.agencyId,
      details: {
        whatsapp_phone_number_id: next.whatsapp_phone_number_id,
        own_token: next.whatsapp_token !== null,
      },
    });
  });
  return present(ctx, next);
}
