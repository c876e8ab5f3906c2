import { z } from 'zod';
import { choiceOf, dateSchema, emailSchema, endBeforeStartAt, idSchema, instantSchema, listQueryWith, keyError, optionalField, paged, queryOptional, requiredText, tripInstantSchema, idQuerySchema } from './common.ts';
import { trailSchema } from './trails.ts';

/** The trip's cities (screenplay): at least one, 'Adicione ao menos uma cidade'. */
export const screenplaySchema = z
  .array(requiredText(150), {
    error: (issue) =>
      issue.input === undefined || issue.input === null ? 'validation.cityRequired' : undefined,
  })
  .min(1, keyError('validation.cityRequired'))
  .max(100);

/** Only two decoded dates are compared: an invalid one already has its own message. */
const backNotBeforeGoing = (travel: { going?: unknown; back?: unknown }) =>
  !(travel.going instanceof Date) ||
  !(travel.back instanceof Date) ||
  travel.back.getTime() >= travel.going.getTime();

/**
 * POST /travels/. going and back accept "yyyy-mm-dd", "yyyy-mm-ddT12:00:00" (trip zone) or an
 * ISO instant and decode to Dates.
 */
export const travelCreateSchema = z
  .object({
    name: requiredText(150),
    customer_id: idSchema,
    going: tripInstantSchema,
    back: tripInstantSchema,
    screenplay: screenplaySchema,
  })
  .refine(backNotBeforeGoing, endBeforeStartAt('back'));
export type TravelCreate = z.infer<typeof travelCreateSchema>;
export type TravelCreateInput = z.input<typeof travelCreateSchema>;

export const travelCreateResponseSchema = z.object({
  id: z.number().int(),
  customer_id: z.number().int(),
  name: z.string(),
});
export type TravelCreateResponse = z.infer<typeof travelCreateResponseSchema>;

/**
 * PUT /travels/: id plus the fields to change. The range rule applies when both dates come;
 * the service checks a single date against the stored other one.
 */
export const travelUpdateSchema = z
  .object({
    id: idSchema,
    name: requiredText(150).optional(),
    customer_id: idSchema.optional(),
    going: tripInstantSchema.optional(),
    back: tripInstantSchema.optional(),
    screenplay: screenplaySchema.optional(),
  })
  .refine(backNotBeforeGoing, endBeforeStartAt('back'));
export type TravelUpdate = z.infer<typeof travelUpdateSchema>;
export type TravelUpdateInput = z.input<typeof travelUpdateSchema>;

/** DELETE /travels/{id}?customer_id= */
export const travelDeleteQuerySchema = z.object({
  customer_id: queryOptional(idQuerySchema),
});

export const TRAVEL_SORT_COLUMNS = [
  'going',
  'back',
  'name',
  'first_name',
  'last_name',
  'created_by',
  'amount_of_people',
  'last_access',
  'created_at',
] as const;
export const TRAVEL_DATE_TYPES = ['going', 'back'] as const;

/**
 * GET /travels/, /travels/all and /travels/all-customer ('my' trips). type picks which date the
 * start..end window (inclusive calendar days, trip zone) filters; default sort is by going.
 */
export const travelListQuerySchema = listQueryWith(TRAVEL_SORT_COLUMNS)
  .extend({
    type: queryOptional(choiceOf(TRAVEL_DATE_TYPES)),
    start: queryOptional(dateSchema),
    end: queryOptional(dateSchema),
    customer_id: queryOptional(idQuerySchema),
  })
  .refine((query) => !query.start || !query.end || query.end >= query.start, endBeforeStartAt('end'));
export type TravelListQuery = z.infer<typeof travelListQuerySchema>;
export type TravelListQueryInput = z.input<typeof travelListQuerySchema>;

const travelCustomerSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  picture: z.string().nullable(),
});

/** A row of the trip lists and a card of the calendar. */
export const travelListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  going: instantSchema,
  back: instantSchema,
  amount_of_people: z.number().int().min(0),
  customer: travelCustomerSchema,
  /** Local departure time of the first flight ("yyyy-mm-ddTHH:MM:SS"), or null without flights. */
  flight: z.string().nullable(),
  /** Checklist tasks; an unchecked one highlights the card. */
  check_list: z.array(z.object({ id: z.number().int(), checked: z.boolean() })),
  /** Who created the trip. */
  user: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() }).nullable(),
  last_access: instantSchema.nullable(),
});
export type TravelListItem = z.infer<typeof travelListItemSchema>;
export const travelListResponseSchema = paged(travelListItemSchema);

/** GET /travels/{id}: the trip with its itinerary, ordered by starts_at then position. */
export const travelDetailSchema = travelListItemSchema.extend({
  customer_id: z.number().int(),
  screenplay: z.array(z.string()),
  created_at: instantSchema,
  trails: z.array(trailSchema),
});
export type TravelDetail = z.infer<typeof travelDetailSchema>;

/** POST /travels/share: a read-only link to the trip, optionally e-mailed. */
export const travelShareSchema = z.object({
  travel_id: idSchema,
  recipient_email: optionalField(emailSchema),
});
export type TravelShare = z.infer<typeof travelShareSchema>;
export const travelShareResponseSchema = z.object({ url: z.string(), expires_at: instantSchema.nullable() });
export type TravelShareResponse = z.infer<typeof travelShareResponseSchema>;
