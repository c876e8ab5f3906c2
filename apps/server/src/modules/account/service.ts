import { asc, eq } from 'drizzle-orm';
import {
  IMAGE_MIMES,
  PROFILE_IMAGE_MAX_BYTES,
  TRIAL_DAYS,
  type AgencyProfile,
  type AgencyStatus,
  type AgencyUpdate,
  type UserRole,
  type UserUpdate,
} from '@rumo/core';
import { agencies, users } from '../../db/schema/index.ts';
import { AppError, fieldError, notFound } from '../../http/errors.ts';
import { normalizePhone } from '../../lib/phone.ts';
import { recordAudit } from '../../platform/audit/audit.ts';
import { actor, assertOwner, inTransaction, type BaseContext, type Context, type Deps } from '../../platform/context/context.ts';
import { agencyRowOf, scoped } from '../../platform/context/scoped.ts';
import { saveDataUrl } from '../../platform/storage/uploads.ts';
import { verifyPassword } from '../../platform/auth/password.ts';
import { sendSecurityNotice } from '../auth/notices.ts';
import { endResetLinks, normaliseEmail, unscopedUserByEmail } from '../auth/service.ts';
import { unscopedJoinAgency } from './join-agency.ts';

const DAY_MS = 86_400_000;

export const IMAGE_RULES = {
  mimes: IMAGE_MIMES,
  maxBytes: PROFILE_IMAGE_MAX_BYTES,
  typeError: 'validation.imageFormat',
  sizeError: 'validation.imageTooLarge',
} as const;

/** Whole days of trial left (the spec's trial_date), rounded up; 0 once it has ended. */
export function trialDaysLeft(trialEndsAt: Date | null, now: Date): number | null {
  if (!trialEndsAt) return null;
  return Math.max(0, Math.ceil((trialEndsAt.getTime() - now.getTime()) / DAY_MS));
}

/**
 * Picture fields: undefined leaves the stored image, null removes it, a data URL replaces it
 * after a check of its content (png or jpeg, 1 MB).
 */
export async function pictureUpdate(app: Pick<Deps, 'storage'>, value: string | null | undefined, prefix: string, field: string) {
  if (value === undefined) return undefined;
  if (value === null) return null;
  return (await saveDataUrl(app.storage, value, prefix, field, IMAGE_RULES)).key;
}

/** The signed-in user, their agency (if any) and what the system offers; read by user, before any agency exists. */
export async function accountInfo(ctx: BaseContext) {
  const app = ctx.deps;
  const [row] = await ctx.db
    .select({ user: users, agency: agencies })
    .from(users)
    .leftJoin(agencies, agencyRowOf(users))
    .where(eq(users.id, actor(ctx)))
    .limit(1);
  if (!row) throw notFound();
  const { user, agency } = row;
  return {
    user: {
      pk: user.id,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      picture: app.fileUrls.url(user.picture),
      role: user.role as UserRole,
      locale: (user.locale as 'pt' | 'es' | 'en' | null) ?? null,
      is_operator: user.is_operator,
    },
    system: {
      payments_configured: app.stripe !== null,
      mail_outbox_only: app.config.env === 'production' && !app.config.mail.smtpUrl,
    },
    agency: agency
      ? {
          id: agency.id,
          name: agency.name,
          status: agency.status as AgencyStatus,
          plan: agency.plan ?? null,
          trial_date: agency.status === 'trial' || agency.status === 'trial_expired' ? trialDaysLeft(agency.trial_ends_at, ctx.now) : null,
          stripe_customer_id: agency.stripe_customer_id ?? null,
          document: agency.document,
          phone: agency.phone,
          email: agency.email,
          address: agency.address ?? null,
          logo: app.fileUrls.url(agency.logo),
          timezone: agency.timezone,
          locale: agency.locale,
          whatsapp_cloud_api: app.whatsapp.senderFor(agency) !== null,
        }
      : null,
  };
}

/** Signup step 2: creates the agency of a signed-in owner who has none yet; the trial starts now. */
export async function createAgencyProfile(ctx: BaseContext, input: AgencyProfile) {
  const userId = actor(ctx);
  const phone = normalizePhone(input.phone);
  const logo = await pictureUpdate(ctx.deps, input.logo, 'logos', 'logo');
  await inTransaction(ctx, async (tx) => {
    const [agency] = await tx.db
      .insert(agencies)
      .values({
        name: input.name,
        document: input.document,
        phone,
        email: input.email ?? null,
        address: input.address ?? null,
        logo: logo ?? null,
        status: 'trial',
        trial_ends_at: new Date(tx.now.getTime() + TRIAL_DAYS * DAY_MS),
      })
      .returning({ id: agencies.id });
    if (!(await unscopedJoinAgency(tx.db, userId, agency!.id))) throw new AppError(409, { key: 'errors.agencyExists' });
    await recordAudit({ ...tx, agencyId: agency!.id }, { action: 'create', entity: 'agency', entityId: agency!.id });
  });
  return accountInfo(ctx);
}

/**
 * PUT /agencies/accounts/user. A new sign-in e-mail needs the current password (a stolen session
 * alone cannot take the account), ends outstanding reset links and is announced to the old address.
 */
export async function updateUser(ctx: BaseContext, input: UserUpdate) {
  const userId = actor(ctx);
  const [current] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!current) throw notFound();
  const newEmail = input.email !== undefined && normaliseEmail(input.email) !== normaliseEmail(current.email) ? normaliseEmail(input.email) : undefined;
  if (newEmail) {
    if (!input.current_password) throw fieldError('current_password', 'validation.currentPasswordRequired');
    if (!(await verifyPassword(input.current_password, current.password_hash)))
      throw fieldError('current_password', 'validation.passwordIncorrect');
    const other = await unscopedUserByEmail(ctx, newEmail);
    if (other && other.id !== userId) throw fieldError('email', 'validation.emailTaken');
  }
  const picture = await pictureUpdate(ctx.deps, input.picture, 'pictures', 'picture');
  await inTransaction(ctx, async (tx) => {
    await tx.db
      .update(users)
      .set({ first_name: input.first_name, last_name: input.last_name, email: newEmail, picture, locale: input.locale })
      .where(eq(users.id, userId));
    if (newEmail) await endResetLinks(tx.db, userId);
    await recordAudit(tx, { action: 'update', entity: 'user', entityId: userId, ...(newEmail ? { details: { email_changed: true } } : {}) });
  });
  if (newEmail) await sendSecurityNotice(ctx.deps, 'emailChanged', current, ctx.locale, { email: newEmail });
  return accountInfo(ctx);
}

/** PUT /agencies/accounts/agency (the owner): the agency's profile and zone, recorded in the same transaction. */
export async function updateAgency(ctx: Context, input: AgencyUpdate) {
  assertOwner(ctx);
  const logo = await pictureUpdate(ctx.deps, input.logo, 'logos', 'logo');
  await inTransaction(ctx, async (tx) => {
    await tx.db
      .update(agencies)
      .set({
        name: input.name,
        document: input.document,
        phone: input.phone === undefined ? undefined : normalizePhone(input.phone),
        email: input.email,
        address: input.address,
        logo,
        timezone: input.timezone,
        locale: input.locale,
      })
      // the agency row itself: its id is the context's agency
      .where(eq(agencies.id, tx.agencyId));
    await recordAudit(tx, { action: 'update', entity: 'agency', entityId: tx.agencyId });
  });
  return accountInfo(ctx);
}

/** The agency's active people (owner first), the options for responsible agents. */
export async function agencyUsers(ctx: Context) {
  const rows = await ctx.db
    .select()
    .from(users)
    .where(scoped(ctx).where(users, eq(users.is_active, true)))
    .orderBy(asc(users.role), asc(users.first_name), asc(users.last_name));
  return rows.map((user) => ({
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    picture: ctx.deps.fileUrls.url(user.picture),
    role: user.role as UserRole,
  }));
}
