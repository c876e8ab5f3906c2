import { z } from 'zod';
import { LOCALES } from '../constants.ts';
import { AGENCY_STATUSES, USER_ROLES } from '../enums.ts';
import { cpfOrCnpjSchema } from './brazil.ts';
import { addressResponseSchema, addressSchema, choiceOf, emailSchema, keyError, optionalField, phoneSchema, requiredText, textSchema } from './common.ts';
import { imageUploadSchema, pictureField } from './files.ts';
import { isTimeZone } from '../time.ts';

/** GET /agencies/accounts/info: the signed-in user and their agency (null between signup steps). */
export const accountUserSchema = z.object({
  pk: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  picture: z.string().nullable(),
  role: z.enum(USER_ROLES),
  locale: z.enum(LOCALES).nullish(),
  /** Runs Rumo itself: the /operador area. */
  is_operator: z.boolean().optional(),
});
export type AccountUser = z.infer<typeof accountUserSchema>;

export const accountAgencySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(AGENCY_STATUSES),
  plan: z.string().nullable(),
  /** Whole days of trial left (spec section 3); null outside the trial. */
  trial_date: z.number().int().nullable(),
  stripe_customer_id: z.string().nullable(),
  document: z.string().nullish(),
  phone: z.string().nullish(),
  email: z.string().nullish(),
  address: addressResponseSchema.nullish(),
  logo: z.string().nullish(),
  timezone: z.string().optional(),
  /** The language of what the agency sends its clients (alert texts, WhatsApp templates). */
  locale: z.enum(LOCALES).optional(),
  /** WhatsApp alerts go through the Cloud API (as approved templates); false: click-to-chat. */
  whatsapp_cloud_api: z.boolean().optional(),
});
export type AccountAgency = z.infer<typeof accountAgencySchema>;

/** What this installation can do, so screens tell the truth (issue 15). */
export const accountSystemSchema = z.object({
  /** Stripe keys are set: plans can be paid online. */
  payments_configured: z.boolean(),
  /** Production without SMTP_URL: e-mails only land in the outbox folder. */
  mail_outbox_only: z.boolean(),
});
export type AccountSystem = z.infer<typeof accountSystemSchema>;

export const accountInfoResponseSchema = z.object({
  user: accountUserSchema,
  agency: accountAgencySchema.nullable(),
  system: accountSystemSchema.optional(),
});
export type AccountInfoResponse = z.infer<typeof accountInfoResponseSchema>;

/** POST /agencies/accounts/profile (signup step 2): creates the agency of the signed-in owner. */
export const agencyProfileSchema = z.object({
  name: requiredText(150),
  document: cpfOrCnpjSchema,
  phone: phoneSchema,
  email: optionalField(emailSchema),
  address: addressSchema.optional(),
  logo: pictureField(imageUploadSchema),
});
export type AgencyProfile = z.infer<typeof agencyProfileSchema>;
export type AgencyProfileInput = z.input<typeof agencyProfileSchema>;

/** PUT /agencies/accounts/agency: the profile fields, each optional (missing = unchanged). */
export const agencyUpdateSchema = agencyProfileSchema.partial().extend({
  /** The agency's IANA zone (Minha conta): what "a day" is for its trips, tasks and PDFs. */
  timezone: textSchema().trim().min(1).max(64).refine(isTimeZone, keyError('validation.invalidChoice')).optional(),
  /** The language of the messages to clients (Minha conta). */
  locale: choiceOf(LOCALES).optional(),
});
export type AgencyUpdate = z.infer<typeof agencyUpdateSchema>;
export type AgencyUpdateInput = z.input<typeof agencyUpdateSchema>;

/** PUT /agencies/accounts/user: the signed-in user's own profile. */
export const userUpdateSchema = z.object({
  first_name: requiredText(100).optional(),
  last_name: requiredText(100).optional(),
  email: emailSchema.optional(),
  picture: pictureField(imageUploadSchema),
  locale: choiceOf(LOCALES).optional(),
  /** Required to change the e-mail, the sign-in identity: a stolen session alone cannot take the account. */
  current_password: z.string().max(1024).optional(),
});
export type UserUpdate = z.infer<typeof userUpdateSchema>;
export type UserUpdateInput = z.input<typeof userUpdateSchema>;

/** GET /agencies/accounts/allUsers: the agent options (owner and staff). */
export const agencyUserSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  picture: z.string().nullable(),
  role: z.enum(USER_ROLES),
});
export type AgencyUser = z.infer<typeof agencyUserSchema>;
export const agencyUsersResponseSchema = z.array(agencyUserSchema);

/** POST /agencies/accounts/import: result of a multipart client import (CSV or xlsx). */
export const customerImportResultSchema = z.object({
  created: z.number().int().min(0),
  skipped: z.number().int().min(0),
  errors: z.array(
    z.object({
      row: z.number().int(),
      field: z.string().nullable(),
      message: z.string(),
    }),
  ),
});
export type CustomerImportResult = z.infer<typeof customerImportResultSchema>;
