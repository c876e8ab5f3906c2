import { z } from 'zod';
import { TRAIL_TYPES } from '../enums.ts';
import { idSchema, instantSchema } from './common.ts';

/**
 * Share links: a read-only client page of one trip (web route /viagem-compartilhada/{token}),
 * served by GET /public/travels/share/{token} without login. Tokens are HMAC-signed, expire and
 * can be revoked; the server keeps only their hash.
 */

export const SHARE_DEFAULT_DAYS = 30;
export const SHARE_MAX_DAYS = 365;

/** POST /travels/share */
export const shareCreateSchema = z.object({
  travel_id: idSchema,
  expires_in_days: z.number().int().min(1).max(SHARE_MAX_DAYS).default(SHARE_DEFAULT_DAYS),
});
export type ShareCreate = z.infer<typeof shareCreateSchema>;
export type ShareCreateInput = z.input<typeof shareCreateSchema>;

/** The created link: token and url are shown once (only a hash is stored). */
export const shareCreatedSchema = z.object({
  id: z.number().int(),
  travel_id: z.number().int(),
  token: z.string(),
  url: z.string(),
  expires_at: instantSchema,
  created_at: instantSchema,
});
export type ShareCreated = z.infer<typeof shareCreatedSchema>;

/** GET /travels/shares/{travel id}: the trip's links (without tokens), to revoke them. */
export const shareSchema = z.object({
  id: z.number().int(),
  travel_id: z.number().int(),
  expires_at: instantSchema,
  revoked_at: instantSchema.nullable(),
  created_at: instantSchema,
  active: z.boolean(),
  created_by: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() }).nullable(),
});
export type Share = z.infer<typeof shareSchema>;
export const shareListResponseSchema = z.array(shareSchema);

export const shareTokenParamSchema = z.object({ token: z.string().min(10).max(300) });

/** An itinerary item as the client sees it: no cost, sale price, payment method or agency notes. */
export const sharedTrailSchema = z.object({
  id: z.number().int(),
  type: z.enum(TRAIL_TYPES),
  description: z.string(),
  /** Local start date "yyyy-mm-dd", if any. */
  date: z.string().nullable(),
  starts_at: instantSchema.nullable(),
  ends_at: instantSchema.nullable(),
  /** The type's own fields (TRAIL_FIELDS): flight number, locator, hotel, check-in... */
  fields: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
});
export type SharedTrail = z.infer<typeof sharedTrailSchema>;

/** GET /public/travels/share/{token} */
export const sharedTripSchema = z.object({
  trip: z.object({
    name: z.string(),
    going: instantSchema,
    back: instantSchema,
    cities: z.array(z.string()),
  }),
  agency: z.object({
    name: z.string(),
    logo: z.string().nullable(),
    phone: z.string().nullable(),
    /** The phone as people write it in its country, e.g. "+55 11 98765-4321". */
    phone_display: z.string().nullable(),
    /** wa.me click-to-chat link to the agency's number, when it is a mobile or unknown line. */
    whatsapp_url: z.string().nullable(),
    email: z.string().nullable(),
  }),
  /** What to carry: passports must be valid until passport_valid_until (return + 6 months). */
  documents: z.object({
    passport_valid_until: z.iso.date(),
    travelers: z.array(
      z.object({
        first_name: z.string(),
        /** Expiry of the traveller's latest passport on file, if any (never its number). */
        passport_expiry: z.iso.date().nullable(),
      }),
    ),
  }),
  itinerary: z.array(sharedTrailSchema),
  vouchers: z.array(
    z.object({
      id: z.number().int(),
      trail_id: z.number().int(),
      file_name: z.string(),
      mime: z.string(),
      size: z.number().int(),
      url: z.string(),
    }),
  ),
  expires_at: instantSchema,
});
export type SharedTrip = z.infer<typeof sharedTripSchema>;
