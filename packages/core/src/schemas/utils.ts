import { z } from 'zod';
import { choiceOf, keyError, requiredText, textSchema } from './common.ts';

/** GET /utils/currency, /utils/options-payment, /utils/degree-options, /utils/states: id -> name. */
export const lookupMapSchema = z.record(z.string(), z.string());
export type LookupMap = z.infer<typeof lookupMapSchema>;

/** Place kinds of the autocomplete: company, hotel and car_rental search establishments. */
export const PLACE_SEARCH_TYPES = ['company', 'hotel', 'car_rental', 'cities', 'address'] as const;
export type PlaceSearchType = (typeof PLACE_SEARCH_TYPES)[number];

/** POST /utils/search-autocomplete */
export const placeAutocompleteSchema = z.object({
  query: requiredText(200),
  types: choiceOf(PLACE_SEARCH_TYPES),
});
export type PlaceAutocomplete = z.infer<typeof placeAutocompleteSchema>;

export const placePredictionSchema = z.object({
  place_id: z.string(),
  description: z.string(),
  main_text: z.string().nullish(),
  secondary_text: z.string().nullish(),
});
export type PlacePrediction = z.infer<typeof placePredictionSchema>;
export const placeAutocompleteResponseSchema = z.array(placePredictionSchema);

/** POST /utils/search-details */
export const placeDetailsSchema = z.object({
  fields: z.array(textSchema().trim().min(1).max(64)).max(30).default([]),
  place_id: requiredText(300),
});
export type PlaceDetails = z.infer<typeof placeDetailsSchema>;

/** The answer is a list; the web reads its first item. The dial code is the phone's leading 2-3 digits. */
export const placeDetailsResultSchema = z.object({
  name: z.string(),
  formatted_address: z.string().nullable(),
  formatted_phone_number: z.string().nullable(),
  international_phone_number: z.string().nullable(),
  city: z.string().nullish(),
  state: z.string().nullish(),
  country: z.string().nullish(),
  cep: z.string().nullish(),
});
export type PlaceDetailsResult = z.infer<typeof placeDetailsResultSchema>;
export const placeDetailsResponseSchema = z.array(placeDetailsResultSchema);

/** GET /utils/options-payment: payment methods of itinerary items, in this order. */
export const PAYMENT_OPTIONS = [
  'pix',
  'credit_card',
  'debit_card',
  'boleto',
  'bank_transfer',
  'cash',
  'invoiced',
  'miles',
  'other',
] as const;
export type PaymentOption = (typeof PAYMENT_OPTIONS)[number];

/** Currencies listed first by GET /utils/currency, before the rest in code order. */
export const COMMON_CURRENCIES = ['BRL', 'USD', 'EUR', 'GBP', 'ARS', 'CLP', 'UYU', 'PYG', 'COP', 'PEN', 'MXN', 'CAD', 'AUD', 'JPY', 'CHF', 'CNY'] as const;

/** GET /utils/cep/{cep}: 8 digits, dash optional. */
export const cepParamSchema = z.object({
  cep: z.string().trim().regex(/^\d{5}-?\d{3}$/, keyError('validation.cepNotFound')),
});
export type CepParam = z.infer<typeof cepParamSchema>;

/** The address of a CEP, in the fields of the address form. */
export const cepLookupResponseSchema = z.object({
  cep: z.string(),
  street: z.string().nullable(),
  complement: z.string().nullable(),
  neighborhood: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string(),
});
export type CepLookupResponse = z.infer<typeof cepLookupResponseSchema>;
