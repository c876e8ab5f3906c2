import { z } from 'zod';
import { cpfSchema } from './brazil.ts';
import { addressResponseSchema, addressSchema, choiceOf, dateSchema, emailSchema, idSchema, instantSchema, listQueryWith, keyError, optionalField, optionalText, paged, phoneSchema, queryOptional, requiredText, textSchema } from './common.ts';
import { imageUploadSchema, pictureField } from './files.ts';

export const GENDERS = ['female', 'male', 'other', 'not_informed'] as const;
export type Gender = (typeof GENDERS)[number];

export const loyaltyProgramSchema = z.object({
  program: requiredText(100),
  number: optionalText(100),
  miles: z.number().int().min(0).nullish(),
});
export type LoyaltyProgram = z.infer<typeof loyaltyProgramSchema>;

const customerFields = {
  first_name: requiredText(100),
  last_name: requiredText(100),
  email: optionalField(emailSchema),
  phone: optionalField(phoneSchema),
  birth_date: optionalField(dateSchema),
  cpf: optionalField(cpfSchema),
  gender: optionalField(choiceOf(GENDERS)),
  nationality: optionalText(100),
  address: addressSchema.nullish(),
  picture: pictureField(imageUploadSchema),
  personality_tags: z
    .array(textSchema().trim().min(1, keyError('validation.required')).max(50))
    .max(50)
    .optional(),
  trips_per_year: z.number().int().min(0).max(365).nullish(),
  last_trip: optionalField(dateSchema),
  loyalty_programs: z.array(loyaltyProgramSchema).max(50).optional(),
  /** Total miles across programmes, as the agent records it. */
  mileage: z.number().int().min(0).nullish(),
  notes: optionalText(5000),
};

/** POST /customers/ */
export const customerCreateSchema = z.object(customerFields);
export type CustomerCreate = z.infer<typeof customerCreateSchema>;
export type CustomerCreateInput = z.input<typeof customerCreateSchema>;

/** PUT /customers/: id plus the fields to change (missing = unchanged, null = cleared). */
export const customerUpdateSchema = customerCreateSchema.partial().extend({ id: idSchema });
export type CustomerUpdate = z.infer<typeof customerUpdateSchema>;
export type CustomerUpdateInput = z.input<typeof customerUpdateSchema>;

/** POST /customers/delete-bulk */
export const customerBulkDeleteSchema = z.object({
  customers: z.array(idSchema).min(1, keyError('validation.required')).max(1000),
});
export type CustomerBulkDelete = z.infer<typeof customerBulkDeleteSchema>;
export const customerBulkDeleteResponseSchema = z.object({ deleted: z.number().int().min(0) });

export const CUSTOMER_SORT_COLUMNS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'created_at',
  'last_trip',
] as const;
/** GET /customers/all */
export const customerListQuerySchema = listQueryWith(CUSTOMER_SORT_COLUMNS);
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;
export type CustomerListQueryInput = z.input<typeof customerListQuerySchema>;

/** GET /customers/?query= (autocomplete; an empty query answers an empty list). */
export const customerAutocompleteQuerySchema = z.object({
  query: textSchema().trim().max(200).default(''),
});
export type CustomerAutocompleteQuery = z.infer<typeof customerAutocompleteQuerySchema>;

export const CUSTOMER_EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type CustomerExportFormat = (typeof CUSTOMER_EXPORT_FORMATS)[number];
/** GET /customers/export?format=xlsx|csv: the same search and sort as /customers/all, every row. */
export const customerExportQuerySchema = customerListQuerySchema
  .omit({ limit: true, offset: true })
  .extend({ format: queryOptional(choiceOf(CUSTOMER_EXPORT_FORMATS)) });
export type CustomerExportQuery = z.infer<typeof customerExportQuerySchema>;

export const customerSummarySchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  picture: z.string().nullable(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;
export const customerAutocompleteResponseSchema = z.array(customerSummarySchema);

/** A trip as other rows refer to it: the customer's next trip, a document's trip window. */
export const tripRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  going: instantSchema,
  back: instantSchema,
});
export type TripRef = z.infer<typeof tripRefSchema>;

/** The user who registered a row. */
export const userRefSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
});

/** GET /customers/{id}, and each row of GET /customers/all. */
export const customerSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  birth_date: z.iso.date().nullable(),
  cpf: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  nationality: z.string().nullable(),
  address: addressResponseSchema.nullable(),
  picture: z.string().nullable(),
  personality_tags: z.array(z.string()),
  trips_per_year: z.number().int().nullable(),
  last_trip: z.iso.date().nullable(),
  loyalty_programs: z.array(
    z.object({ program: z.string(), number: z.string().nullish(), miles: z.number().int().nullish() }),
  ),
  mileage: z.number().int().nullable(),
  notes: z.string().nullable(),
  created_by: userRefSchema.nullable(),
  created_at: instantSchema,
  /** All trips of the customer, past and future. */
  trips_count: z.number().int().min(0),
  /** The earliest trip that has not ended yet (return date today or later). */
  next_trip: tripRefSchema.nullable(),
});
export type Customer = z.infer<typeof customerSchema>;
export const customerListResponseSchema = paged(customerSchema);
