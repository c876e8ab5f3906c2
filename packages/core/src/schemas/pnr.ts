import { z } from 'zod';
import { PNR_TEXT_MAX } from '../constants.ts';
import { dateSchema, idSchema, pastedText } from './common.ts';

/**
 * POST /public/pnra (no login) and POST /travels/pnra: decode a booking text. reference_date
 * places day-month dates without a year (default: today). The result's shape belongs to
 * packages/pnr.
 */
export const pnrDecodeSchema = z.object({
  text: pastedText(PNR_TEXT_MAX),
  reference_date: dateSchema.optional(),
});
export type PnrDecode = z.infer<typeof pnrDecodeSchema>;

/**
 * POST /travels/pnra: the same for an agent; with travel_id the trip's dates place the year. With
 * import: true the chosen segments (indexes into the decoded list; default all held ones not in
 * doubt) become flight trails of the trip, after the agent confirmed the preview.
 */
export const travelPnrSchema = pnrDecodeSchema
  .extend({
    travel_id: idSchema.optional(),
    import: z.boolean().optional(),
    segments: z.array(z.number().int().min(0)).max(200).optional(),
  })
  .refine((value) => !value.import || value.travel_id !== undefined, {
    error: 'validation.required',
    path: ['travel_id'],
  });
export type TravelPnr = z.infer<typeof travelPnrSchema>;
