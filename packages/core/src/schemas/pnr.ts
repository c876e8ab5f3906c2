import { z } from 'zod';
import { dateSchema, idSchema, requiredText } from './common.ts';

export const PNR_TEXT_MAX = 100_000;

/**
 * POST /public/pnra (no login) and POST /travels/pnra: decode a booking text. reference_date
 * places day-month dates without a year (default: today). The result's shape belongs to
 * packages/pnr.
 */
export const pnrDecodeSchema = z.object({
  text: requiredText(PNR_TEXT_MAX),
  reference_date: dateSchema.optional(),
});
export type PnrDecode = z.infer<typeof pnrDecodeSchema>;

/** POST /travels/pnra: the same, optionally adding the decoded flights to a trip as trails. */
export const travelPnrSchema = pnrDecodeSchema.extend({ travel_id: idSchema.optional() });
export type TravelPnr = z.infer<typeof travelPnrSchema>;
