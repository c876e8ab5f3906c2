import { z } from 'zod';
import { TRAIL_TYPES } from '../enums.ts';
import {
  choiceOf,
  currencySchema,
  dateSchema,
  idSchema,
  instantSchema,
  keyError,
  moneySchema,
  optionalField,
  optionalText,
} from './common.ts';

/**
 * The per-trip financial report (GET /travels/financial/{id}) and its settings. Every amount is a
 * decimal string computed exactly (integer cents, BigInt); amounts in other currencies are
 * converted to the report currency (BRL) with the exchange rates the agency typed for the trip.
 * A currency without a rate is listed in missing_rates and left out of every BRL total: the
 * server never invents a rate.
 */

export const REPORT_CURRENCY = 'BRL';
export const PAYMENT_DIRECTIONS = ['in', 'out'] as const;
export type PaymentDirection = (typeof PAYMENT_DIRECTIONS)[number];

/** Exchange rate: value of 1 unit in BRL, positive, up to 6 decimals ("5.4321"). */
export const exchangeRateSchema = z
  .string()
  .trim()
  .regex(/^\d{1,8}(\.\d{1,6})?$/, keyError('validation.invalid'))
  .refine((value) => /[1-9]/.test(value), keyError('validation.invalid'));

/** currency code -> value of 1 unit in BRL, e.g. { USD: "5.4321", EUR: "5.9012" }; BRL is always 1 and dropped. */
export const exchangeRatesSchema = z
  .record(z.string().trim().regex(/^[A-Za-z]{3}$/, keyError('validation.invalidChoice')), exchangeRateSchema)
  .transform((rates) =>
    Object.fromEntries(
      Object.entries(rates)
        .map(([code, rate]) => [code.toUpperCase(), rate] as const)
        .filter(([code]) => code !== REPORT_CURRENCY)
        .sort(([a], [b]) => a.localeCompare(b)),
    ),
  );

/** PUT /travels/financial: the trip's own financial settings; missing = unchanged, null = clear. */
export const travelFinancialUpdateSchema = z.object({
  travel_id: idSchema,
  /** Package price to the client in BRL; null = the sum of the items' sale prices. */
  sale_price: optionalField(moneySchema),
  /** Commission the agency earns on the trip beyond the markup (e.g. paid by suppliers), in BRL. */
  commission: optionalField(moneySchema),
  /** Replaces the trip's rates when given. */
  exchange_rates: exchangeRatesSchema.optional(),
  notes: optionalText(5000),
});
export type TravelFinancialUpdate = z.infer<typeof travelFinancialUpdateSchema>;
export type TravelFinancialUpdateInput = z.input<typeof travelFinancialUpdateSchema>;

/** POST /travels/financial/payment: money received from the client (in) or paid to a supplier (out). */
export const travelPaymentCreateSchema = z.object({
  travel_id: idSchema,
  direction: choiceOf(PAYMENT_DIRECTIONS),
  amount: moneySchema.refine((value) => !value.startsWith('-') && /[1-9]/.test(value), keyError('validation.invalid')),
  currency: currencySchema.default(REPORT_CURRENCY),
  paid_at: dateSchema,
  method: optionalText(100),
  notes: optionalText(1000),
  /** The itinerary item a supplier payment is for (same trip). */
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
  /** Amount in BRL; null when the currency has no rate. */
  amount_brl: z.string().nullable(),
  paid_at: z.iso.date(),
  method: z.string().nullable(),
  notes: z.string().nullable(),
  created_at: instantSchema,
});
export type TravelPayment = z.infer<typeof travelPaymentSchema>;

/** One itinerary item's money, in its currency and in BRL. */
export const financialItemSchema = z.object({
  trail_id: z.number().int(),
  type: z.enum(TRAIL_TYPES),
  /** Short label: hotel name, "GRU → LIS", insurer... */
  description: z.string(),
  /** Local start date "yyyy-mm-dd", if any. */
  date: z.string().nullable(),
  payment_method: z.string().nullable(),
  currency: z.string(),
  /** Cost to the agency (trails.investment). */
  investment: z.string().nullable(),
  /** Price to the client (trails.sale_price). */
  sale_price: z.string().nullable(),
  /** sale_price - investment; null unless both are set. */
  markup: z.string().nullable(),
  /** Rate used (1 for BRL); null when missing. */
  rate: z.string().nullable(),
  rate_missing: z.boolean(),
  investment_brl: z.string().nullable(),
  sale_price_brl: z.string().nullable(),
  markup_brl: z.string().nullable(),
});
export type FinancialItem = z.infer<typeof financialItemSchema>;

/** Sums of one currency (items and payments in it), and the same in BRL when it has a rate. */
export const financialCurrencyTotalsSchema = z.object({
  currency: z.string(),
  rate: z.string().nullable(),
  rate_missing: z.boolean(),
  investment: z.string(),
  sale: z.string(),
  markup: z.string(),
  received: z.string(),
  paid: z.string(),
  /** investment - paid: still owed to suppliers in this currency. */
  supplier_due: z.string(),
  investment_brl: z.string().nullable(),
  sale_brl: z.string().nullable(),
  markup_brl: z.string().nullable(),
  received_brl: z.string().nullable(),
  paid_brl: z.string().nullable(),
  supplier_due_brl: z.string().nullable(),
});
export type FinancialCurrencyTotals = z.infer<typeof financialCurrencyTotalsSchema>;

/** Trip totals in BRL (currencies without a rate left out). */
export const financialTotalsSchema = z.object({
  /** Cost of the items. */
  investment: z.string(),
  /** Sum of the items' sale prices. */
  items_sale: z.string(),
  /** What the client pays: the package price when set, else items_sale. */
  sale: z.string(),
  /** sale - investment. */
  markup: z.string(),
  /** Trip-level commission. */
  commission: z.string(),
  /** markup + commission: what the agency earns. */
  margin: z.string(),
  /** margin / sale x 100, 2 decimals; null when sale is 0. */
  margin_percent: z.string().nullable(),
  /** Received from the client (payments in). */
  received: z.string(),
  /** sale - received (negative: the client paid more). */
  client_due: z.string(),
  /** Paid to suppliers (payments out). */
  paid: z.string(),
  /** investment - paid. */
  supplier_due: z.string(),
  /** received - paid: the trip's cash position. */
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
  /** For the printable page's header. */
  agency: z.object({ name: z.string(), logo: z.string().nullable() }),
  /** Report currency, BRL. */
  currency: z.string(),
  exchange_rates: z.record(z.string(), z.string()),
  /** Trip-level package price (BRL); null when the client pays the sum of the items. */
  sale_price: z.string().nullable(),
  commission: z.string().nullable(),
  notes: z.string().nullable(),
  items: z.array(financialItemSchema),
  currencies: z.array(financialCurrencyTotalsSchema),
  totals: financialTotalsSchema,
  payments: z.array(travelPaymentSchema),
  /** Currencies used by items or payments but missing from exchange_rates (totals leave them out). */
  missing_rates: z.array(z.string()),
  updated_at: instantSchema.nullable(),
});
export type FinancialReport = z.infer<typeof financialReportSchema>;
