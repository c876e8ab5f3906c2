import type { ReactNode } from 'react';
import { customerCreateSchema, type CustomerCreateInput, type Gender } from '@rumo/core';
import i18n from '../../app/i18n.ts';
import {
  addressPayload,
  addressValues,
  emptyAddress,
  type AddressValues,
} from '../../components/AddressFields.tsx';
import { isValidPhone } from '../../components/PhoneInput.tsx';
import { zodValidate } from '../../components/zodForm.ts';
import { cpfDisplay, dateBR, dateToApi, numberToApi } from './format.ts';
import type { CustomerRow } from './useCustomers.ts';

export interface LoyaltyRow {
  /** Stable React key of the row. */
  key: string;
  program: string;
  number: string;
  miles: number | string;
}

/** What the customer form edits: dates as dd/mm/yyyy, CPF masked, phone in E.164. */
export interface CustomerFormValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  birth_date: string;
  cpf: string;
  gender: Gender | null;
  nationality: string | null;
  address: AddressValues;
  /** Stored URL, a new data URL, or null. */
  picture: string | null;
  personality_tags: string[];
  trips_per_year: number | string;
  last_trip: string;
  loyalty_programs: LoyaltyRow[];
  mileage: number | string;
  notes: string;
}

let rowSeq = 0;
export const newLoyaltyRow = (row?: Partial<Omit<LoyaltyRow, 'key'>>): LoyaltyRow => ({
  key: `loyalty-${++rowSeq}`,
  program: row?.program ?? '',
  number: row?.number ?? '',
  miles: row?.miles ?? '',
});

export const emptyCustomerValues = (): CustomerFormValues => ({
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  birth_date: '',
  cpf: '',
  gender: null,
  nationality: null,
  address: emptyAddress(),
  picture: null,
  personality_tags: [],
  trips_per_year: '',
  last_trip: '',
  loyalty_programs: [],
  mileage: '',
  notes: '',
});

export function customerValues(customer: CustomerRow): CustomerFormValues {
  return {
    first_name: customer.first_name,
    last_name: customer.last_name,
    email: customer.email ?? '',
    phone: customer.phone ?? '',
    birth_date: dateBR(customer.birth_date),
    cpf: cpfDisplay(customer.cpf),
    gender: customer.gender,
    nationality: customer.nationality,
    address: addressValues(customer.address),
    picture: customer.picture,
    personality_tags: customer.personality_tags,
    trips_per_year: customer.trips_per_year ?? '',
    last_trip: dateBR(customer.last_trip),
    loyalty_programs: customer.loyalty_programs.map((row) =>
      newLoyaltyRow({ program: row.program, number: row.number ?? '', miles: row.miles ?? '' }),
    ),
    mileage: customer.mileage ?? '',
    notes: customer.notes ?? '',
  };
}

/** Form values -> the body of POST /customers/ (PUT adds the id): blanks clear the fields. */
export function customerPayload(values: CustomerFormValues): CustomerCreateInput {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim() || null,
    phone: values.phone || null,
    birth_date: dateToApi(values.birth_date),
    cpf: values.cpf.trim() || null,
    gender: values.gender,
    nationality: values.nationality || null,
    address: addressPayload(values.address),
    picture: values.picture,
    personality_tags: values.personality_tags.map((tag) => tag.trim()).filter(Boolean),
    trips_per_year: numberToApi(values.trips_per_year),
    last_trip: dateToApi(values.last_trip),
    loyalty_programs: values.loyalty_programs.map((row) => ({
      program: row.program.trim(),
      number: row.number.trim() || null,
      miles: numberToApi(row.miles),
    })),
    mileage: numberToApi(values.mileage),
    notes: values.notes.trim() || null,
  };
}

const validatePayload = zodValidate<CustomerCreateInput>(customerCreateSchema);

/** The shared schema's messages on the payload (same paths as the form), plus the phone check. */
export function validateCustomer(values: CustomerFormValues): Record<string, ReactNode> {
  const errors = validatePayload(customerPayload(values));
  if (values.phone && !isValidPhone(values.phone)) errors.phone = i18n.t('validation.phoneInvalid');
  return errors;
}
