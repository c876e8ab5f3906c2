import { z } from 'zod';
import { DEGREES } from '../enums.ts';
import { idSchema } from './common.ts';

/** POST /customers/dependents/travel: attaches a customer or one dependent to a trip. */
export const travelerCreateSchema = z
  .object({
    travel_id: idSchema,
    customer_id: idSchema.nullish(),
    dependent_id: idSchema.nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.customer_id == null && value.dependent_id == null) {
      ctx.addIssue({ code: 'custom', path: ['dependent_id'], message: 'validation.required' });
    } else if (value.customer_id != null && value.dependent_id != null) {
      ctx.addIssue({ code: 'custom', path: ['dependent_id'], message: 'validation.invalid' });
    }
  });
export type TravelerCreate = z.infer<typeof travelerCreateSchema>;

/** One traveller; GET /customers/dependents/travel/{travel id} answers a list of them. */
export const travelerSchema = z.object({
  id: z.number().int(),
  travel_id: z.number().int(),
  customer_id: z.number().int().nullable(),
  dependent_id: z.number().int().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  /** Null for the customer, the relationship degree for a dependent. */
  degree: z.enum(DEGREES).nullable(),
  birth_date: z.iso.date().nullable(),
  picture: z.string().nullable(),
});
export type Traveler = z.infer<typeof travelerSchema>;
export const travelerListResponseSchema = z.array(travelerSchema);
