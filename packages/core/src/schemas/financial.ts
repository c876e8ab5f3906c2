import { z } from 'zod';
import { TRAIL_TYPES } from '../enums.ts';
import {
  choiceOf,
  currencySchema,
  dateSchema,
  idSchema,
  instantSchema,
  moneySchema,
  optionalField,
  optionalText,
  rateSchema,
} from './common.ts';

/**
 * The per-trip financial report (GET /travels/financial/{id}). Amounts are decimal strings;
 * every item is converted to the report currency (BRL) with the trip's exchange rates.
 */

export const PAYMENT_DIRECTIONS = ['in', 'out'] as const;
export type PaymentDirection = (typeof PAYMENT_DIRECTIONS)[number];

/** currency code -> value of 1 unit in the report currency, e.g. { USD: "5.123400" }. */
export const exchangeRatesSchema = z.record(currencySchema, rateSchema);

/** PUT /travels/financial: the trip's own financial data (sale price, commission, rates). */
export const travelFinancialUpdateSchema = z.object({
  travel_id: idSchema,
  sale_price: optionalField(moneySchema),
  commission: optionalField(moneySchema),
  exchange_rates: exchangeRatesSchema.optional(),
  notes: optionalText(5000),
});
export type TravelFinancialUpdate = z.infer<typeof travelFinancialUpdateSchema>;
export type TravelFinancialUpdateInput = z.input<typeof travelFinancialUpdateSchema>;

/** POST /travels/financial/payment: money received from the client (in) or paid to a supplier (out). */
export const travelPaymentCreateSchema = z.object({
  travel_id: idSchema,
  direction: choiceOf(PAYMENT_DIRECTIONS),
  amount: moneySchema.refine((value) => !value.startsWith('-'), { error: 'validation.invalid' }),
  currency: currencySchema.default('BRL'),
  paid_at: dateSchema,
  method: optionalText(100),
  notes: optionalText(1000),
  trail_id: idSchema.nullish(),
});
export type TravelPaymentCreate = z.infer<typeof travelPaymentCreateSchema>;
export type TravelPaymentCreateInput = z.input<typeof travelPaymentCreateSchema>;

export const travelPaymentSchema = z.object({
  id: z.number().int(),
  travel_id: z.number().int(),
  trail_id: z.number().int().nullable(),
  direction: z.enum(PAYMENT_DIRECTIONS),
  amount: z.string(),
  currency: z.string(),
  paid_at: z.iso.date(),
  method: z.string().nullable(),
  notes: z.string().nullable(),
  created_at: instantSchema,
});
export type TravelPayment = z.infer<typeof travelPaymentSchema>;

/** One itinerary item's money: original currency and converted. */
export const financialItemSchema = z.object({
  trail_id: z.number().int(),
  type: z.enum(TRAIL_TYPES),
  /** Short label: hotel name, "GRU -> LIS", insurer... */
  description: z.string(),
  payment_method: z.string().nullable(),
  currency: z.string(),
  investment: z.string().nullable(),
  sale_price: z.string().nullable(),
  /** Null when the currency has no exchange rate yet. */
  investment_converted: z.string().nullable(),
  sale_price_converted: z.string().nullable(),
});
export type FinancialItem = z.infer<typeof financialItemSchema>;

export const financialTotalsSchema = z.object({
  investment: z.string(),
  sale: z.string(),
  commission: z.string(),
  /** sale - investment. */
  profit: z.string(),
  received: z.string(),
  paid: z.string(),
  /** received - paid. */
  balance: z.string(),
});
export type FinancialTotals = z.infer<typeof financialTotalsSchema>;

export const financialReportSchema = z.object({
  travel: z.object({
    id: z.number().int(),
    name: z.string(),
    going: instantSchema,
    back: instantSchema,
    customer: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() }),
  }),
  /** Report currency, BRL. */
  currency: z.string(),
  exchange_rates: z.record(z.string(), z.string()),
  /** Trip-level sale price when the agency sells the package as a whole; null to sum the items. */
  sale_price: z.string().nullable(),
  commission: z.string().nullable(),
  notes: z.string().nullable(),
  items: z.array(financialItemSchema),
  payments: z.array(travelPaymentSchema),
  totals: financialTotalsSchema,
  /** Currencies used by items but missing from exchange_rates (totals leave them out). */
  missing_rates: z.array(z.string()),
});
export type FinancialReport = z.infer<typeof financialReportSchema>;
