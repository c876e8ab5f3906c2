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

/** An E.164 number as people write it: "+55 11 98765-4321"; what was given when it does not parse. */
export function displayPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/** Whether WhatsApp may reach the number: mobiles, and lines whose type the metadata cannot tell. */
export function mayUseWhatsapp(e164: string): boolean {
  const type = parsePhoneNumberFromString(e164)?.getType();
  return type === undefined || type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE';
}
