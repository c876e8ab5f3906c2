import { z } from 'zod';
import { AGENCY_STATUSES, USER_ROLES } from '../enums.ts';
import { emailSchema, instantSchema } from './common.ts';

/**
 * The operator area (/operador): people who run Rumo see each agency's account and subscription,
 * never its clients, trips or files.
 */
export const operatorAgencySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(AGENCY_STATUSES),
  plan: z.string().nullable(),
  interval: z.string().nullable(),
  trial_ends_at: instantSchema.nullable(),
  owner_email: z.string().nullable(),
  users: z.number().int(),
  trips: z.number().int(),
  last_activity_at: instantSchema.nullable(),
  /** What the agency pays a month, in BRL (a yearly plan counts a twelfth); "0.00" when it pays nothing. */
  monthly_revenue: z.string(),
  created_at: instantSchema,
});
export type OperatorAgency = z.infer<typeof operatorAgencySchema>;

export const operatorAgencyListSchema = z.object({
  count: z.number().int(),
  results: z.array(operatorAgencySchema),
  /** Sum of monthly_revenue over every agency, not only the listed ones. */
  monthly_revenue_total: z.string(),
});
export type OperatorAgencyList = z.infer<typeof operatorAgencyListSchema>;

export const operatorAgencyDetailSchema = operatorAgencySchema.extend({
  people: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      role: z.enum(USER_ROLES),
      is_operator: z.boolean(),
      last_login_at: instantSchema.nullable(),
    }),
  ),
  history: z.array(z.object({ action: z.string(), details: z.record(z.string(), z.unknown()).nullable(), created_at: instantSchema })),
});
export type OperatorAgencyDetail = z.infer<typeof operatorAgencyDetailSchema>;

export const operatorListQuerySchema = z.object({ search: z.string().trim().max(200).optional() });
export const operatorExtendTrialSchema = z.object({ days: z.coerce.number().int().min(1).max(365) });
export const operatorGrantSchema = z.object({ email: emailSchema });
