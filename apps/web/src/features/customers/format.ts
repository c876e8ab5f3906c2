import { formatDateBR, parseFlexibleDate } from '@rumo/core';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { applyMask, CPF_MASK } from '../../components/masks.ts';
import { agencyZone } from '../../app/agencyZone.ts';

/** Display helpers of the customers screens. */

export const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim();

export const initials = (person: { first_name: string; last_name: string }) =>
  `${person.first_name.charAt(0)}${person.last_name.charAt(0)}`.toUpperCase();

/** "yyyy-mm-dd" or an instant -> "dd/mm/yyyy"; '' for none. */
export const dateBR = (value: string | null | undefined): string => formatDateBR(value ?? null, agencyZone());

/** What a dd/mm/yyyy field sends: '' -> null, a valid date -> "yyyy-mm-dd", anything else as typed (the schema flags it). */
export function dateToApi(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  return parseFlexibleDate(text) ?? text;
}

/** '+5511991234567' -> '+55 11 99123-4567'. */
export function phoneDisplay(value: string | null | undefined): string {
  if (!value) return '';
  return parsePhoneNumberFromString(value)?.formatInternational() ?? value;
}

export const cpfDisplay = (value: string | null | undefined): string =>
  value ? applyMask(value, CPF_MASK) : '';

/** A NumberInput's value -> the API's integer or null. */
export const numberToApi = (value: number | string): number | null =>
  value === '' || value === null || Number.isNaN(Number(value)) ? null : Number(value);

/** Whole years from a "yyyy-mm-dd" birth date to today. */
export function ageOf(birthDate: string | null | undefined, today = new Date()): number | null {
  if (!birthDate) return null;
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = today.getFullYear() - y;
  if (today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d)) age--;
  return age >= 0 ? age : null;
}
