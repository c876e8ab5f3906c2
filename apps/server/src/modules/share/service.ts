import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import { timeZoneOr, TRAIL_FIELDS, whatsappChatUrl, type Share, type ShareCreate, type ShareCreated, type SharedTrail, type SharedTrip } from '@rumo/core';
import { agencies, trails, travelShares, travels, users } from '../../db/schema/index.ts';
import { displayPhone, mayUseWhatsapp } from '../../lib/phone.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import { actor, contextFor, inTransaction, type Context, type Deps } from '../../platform/context/context.ts';
import type { Db } from '../../db/client.ts';
import { trailOrder } from '../trails/service.ts';
import { scoped } from '../../platform/context/scoped.ts';
import { describeTrail, trailDate } from '../vouchers/labels.ts';
import { vouchersOfTravel } from '../vouchers/service.ts';
import { travelDocuments } from './documents.ts';
import { createShareTokens, type ShareTokens } from './tokens.ts';

const DAY_MS = 86_400_000;
/** Voucher URLs on the public page live one hour (they outlive a revocation by at most that). */
const SHARED_FILE_TTL_SECONDS = 3600;

const tokensOf = new WeakMap<object, ShareTokens>();
function tokens(deps: Deps): ShareTokens {
  let service = tokensOf.get(deps.config);
  if (!service) tokensOf.set(deps.config, (service = createShareTokens(deps.config.jwt.secret)));
  return service;
}

/** The web route of the read-only client page, at the address the agent reached (or PUBLIC_URL). */
export const shareUrl = (origin: string, token: string) => `${origin}/viagem-compartilhada/${token}`;

const invalidLink = () => new AppError(404, { key: 'errors.shareLinkInvalid' });

/**
 * POST /travels/share: a new link to the trip's client page, expiring in expires_in_days. The
 * token is answered once (only its hash is kept); the route makes it the page's address.
 */
export async function createShare(ctx: Context, input: ShareCreate): Promise<Omit<ShareCreated, 'url'>> {
  await scoped(ctx).travels.require(input.travel_id);
  // whole seconds: the token carries the expiry in seconds
  const expiresAt = new Date(Math.floor((ctx.now.getTime() + input.expires_in_days * DAY_MS) / 1000) * 1000);
  const token = tokens(ctx.deps).create(expiresAt);
  return inTransaction(ctx, async (tx) => {
    const [row] = await tx.db
      .insert(travelShares)
      .values(scoped(tx).row({ travel_id: input.travel_id, token_hash: tokens(tx.deps).hash(token), expires_at: expiresAt, created_by: actor(tx) }))
      .returning();
    await recordAudit(tx, {
      action: 'create',
      entity: 'travel_share',
      entityId: row!.id,
      details: { travel_id: input.travel_id, expires_at: expiresAt.toISOString() },
    });
    return { id: row!.id, travel_id: row!.travel_id, token, expires_at: row!.expires_at, created_at: row!.created_at };
  });
}

/** GET /travels/shares/{travel id}: the trip's links, newest first (tokens are not kept, so not shown). */
export async function listShares(ctx: Context, travelId: number): Promise<Share[]> {
  await scoped(ctx).travels.require(travelId);
  const rows = await ctx.db
    .select({ share: travelShares, user: { id: users.id, first_name: users.first_name, last_name: users.last_name } })
    .from(travelShares)
    .leftJoin(users, eq(users.id, travelShares.created_by))
    .where(scoped(ctx).where(travelShares, eq(travelShares.travel_id, travelId)))
    .orderBy(desc(travelShares.created_at), desc(travelShares.id));
  const now = ctx.now.getTime();
  return rows.map(({ share, user }) => ({
    id: share.id,
    travel_id: share.travel_id,
    expires_at: share.expires_at,
    revoked_at: share.revoked_at,
    created_at: share.created_at,
    active: !share.revoked_at && share.expires_at.getTime() > now,
    created_by: user?.id ? user : null,
  }));
}

/** DELETE /travels/share/{share id}: revokes the link at once (revoking twice keeps the first time). */
export async function revokeShare(ctx: Context, id: number) {
  const [share] = await ctx.db
    .select({ id: travelShares.id, travel_id: travelShares.travel_id, revoked_at: travelShares.revoked_at })
    .from(travelShares)
    .where(scoped(ctx).where(travelShares, eq(travelShares.id, id)))
    .limit(1);
  if (!share) throw notFound();
  if (share.revoked_at) return;
  await inTransaction(ctx, async (tx) => {
    await tx.db
      .update(travelShares)
      .set({ revoked_at: tx.now })
      .where(scoped(tx).where(travelShares, eq(travelShares.id, id), isNull(travelShares.revoked_at)));
    await recordAudit(tx, { action: 'revoke', entity: 'travel_share', entityId: id, details: { travel_id: share.travel_id } });
  });
}

/** Only the item types' own fields (TRAIL_FIELDS): never costs, sale prices, payment method or notes. */
function sharedTrail(row: typeof trails.$inferSelect): SharedTrail {
  const details = row.details ?? {};
  const fields: SharedTrail['fields'] = {};
  for (const spec of TRAIL_FIELDS[row.type]) {
    const value = details[spec.name];
    fields[spec.name] = typeof value === 'string' || typeof value === 'number' ? value : null;
  }
  return {
    id: row.id,
    type: row.type,
    description: describeTrail(row.type, details),
    date: trailDate(row.type, details),
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    fields,
  };
}

/** GET /public/travels/share/{token}: the trip's client page, no login; invalid, expired or revoked links answer 404. */
/**
 * The live share a token opens, with its trip and agency. Unscoped on purpose: the token is the
 * only credential of the public page, and it names the agency.
 */
function unscopedShareOfToken(db: Db, tokenHash: string, now: Date) {
  return db
    .select({
      share: { agencyId: travelShares.agency_id, travel_id: travelShares.travel_id, expires_at: travelShares.expires_at },
      trip: { name: travels.name, going: travels.going, back: travels.back, cities: travels.screenplay },
      agency: { name: agencies.name, logo: agencies.logo, phone: agencies.phone, email: agencies.email },
      time_zone: agencies.timezone,
    })
    .from(travelShares)
    .innerJoin(travels, and(eq(travels.id, travelShares.travel_id), eq(travels.agency_id, travelShares.agency_id)))
    .innerJoin(agencies, eq(agencies.id, travelShares.agency_id))
    .where(and(eq(travelShares.token_hash, tokenHash), isNull(travelShares.revoked_at), gt(travelShares.expires_at, now)))
    .limit(1);
}

export async function sharedTrip(app: Deps & { db: Db }, token: string): Promise<SharedTrip> {
  if (!tokens(app).verify(token)) throw invalidLink();
  const now = new Date();
  const [row] = await unscopedShareOfToken(app.db, tokens(app).hash(token), now);
  if (!row) throw invalidLink();
  // from here on, the agency the token named: a context of no user
  const ctx = await contextFor(app, row.share.agencyId, { now, timeZone: timeZoneOr(row.time_zone) });
  const travelId = row.share.travel_id;
  const [itinerary, vouchers, documents] = await Promise.all([
    ctx.db
      .select()
      .from(trails)
      .where(scoped(ctx).where(trails, eq(trails.travel_id, travelId)))
      .orderBy(...trailOrder, asc(trails.id)),
    vouchersOfTravel(ctx, travelId, SHARED_FILE_TTL_SECONDS),
    travelDocuments(ctx, travelId, row.trip.back),
  ]);
  const phone = row.agency.phone;
  return {
    trip: { ...row.trip, cities: row.trip.cities ?? [] },
    agency: {
      ...row.agency,
      logo: app.fileUrls.url(row.agency.logo, SHARED_FILE_TTL_SECONDS),
      phone_display: phone ? displayPhone(phone) : null,
      whatsapp_url: phone && mayUseWhatsapp(phone) ? whatsappChatUrl(phone) : null,
    },
    documents,
    itinerary: itinerary.map(sharedTrail),
    vouchers: vouchers.map((v) => ({ id: v.id, trail_id: v.trail_id, file_name: v.file_name, mime: v.mime, size: v.size, url: v.url })),
    expires_at: row.share.expires_at,
  };
}
