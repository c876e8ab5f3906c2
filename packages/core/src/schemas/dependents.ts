import { z } from 'zod';
import { DEGREES } from '../enums.ts';
import { cpfSchema } from './brazil.ts';
import {
  choiceOf,
  dateSchema,
  emailSchema,
  idSchema,
  instantSchema,
  optionalField,
  optionalText,
  phoneSchema,
  requiredText,
} from './common.ts';
import { imageUploadSchema, pictureField } from './files.ts';
import { GENDERS } from './customers.ts';

const dependentFields = {
  customer_id: idSchema,
  first_name: requiredText(100),
  last_name: requiredText(100),
  degree: choiceOf(DEGREES),
  birth_date: optionalField(dateSchema),
  cpf: optionalField(cpfSchema),
  gender: optionalField(choiceOf(GENDERS)),
  nationality: optionalText(100),
  email: optionalField(emailSchema),
  phone: optionalField(phoneSchema),
  picture: pictureField(imageUploadSchema),
  notes: optionalText(5000),
};

/** POST /customers/dependents */
export const dependentCreateSchema = z.object(dependentFields);
export type DependentCreate = z.infer<typeof dependentCreateSchema>;
export type DependentCreateInput = z.input<typeof dependentCreateSchema>;

/** PUT /customers/dependents: id plus the fields to change; the customer cannot change. */
export const dependentUpdateSchema = dependentCreateSchema
  .omit({ customer_id: true })
  .partial()
  .extend({ id: idSchema });
export type DependentUpdate = z.infer<typeof dependentUpdateSchema>;
export type DependentUpdateInput = z.input<typeof dependentUpdateSchema>;

/** One dependent; GET /customers/dependents/cus/{customer id} answers a list of them. */
export const dependentSchema = z.object({
  id: z.number().int(),
  customer_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  degree: z.enum(DEGREES),
  birth_date: z.iso.date().nullable(),
  cpf: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  nationality: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  picture: z.string().nullable(),
  notes: z.string().nullable(),
  created_at: instantSchema,
});
export type Dependent = z.infer<typeof dependentSchema>;
export const dependentListResponseSchema = z.array(dependentSchema);
