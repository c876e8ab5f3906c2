import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { PHONE_DEFAULT_COUNTRY } from '@rumo/core';
import { fieldError } from '../http/errors.ts';

/** A phone as typed (any format, default country BR) -> E.164, or a 400 under `field`. */
export function normalizePhone(value: string, field = 'phone'): string {
  const phone = parsePhoneNumberFromString(value, PHONE_DEFAULT_COUNTRY);
  if (!phone || !phone.isValid()) throw fieldError(field, 'validation.phoneInvalid');
  return phone.number;
}

/** Same, for optional fields: undefined stays (unchanged), null and '' clear. */
export function normalizeOptionalPhone(value: string | null | undefined, field = 'phone'): string | null | undefined {
  if (value === undefined || value === null) return value;
  return value.trim() === '' ? null : normalizePhone(value, field);
}
