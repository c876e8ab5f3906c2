import {
  ACCOUNT_DELETION_BUSINESS_DAYS,
  PCR_REMINDER_HOURS,
  REFUND_GUARANTEE_DAYS,
  REFUND_PAID_WITHIN_DAYS,
  TRIAL_DAYS,
  type Locale,
} from '../../../constants.ts';
import type { LegalCatalog } from '../types.ts';
import { legalPt } from './pt.ts';
import { legalEs } from './es.ts';
import { legalEn } from './en.ts';

export { legalPt, legalEs, legalEn };

/** Its own module, apart from uiCatalogs, so the long texts load only with the legal pages. */
export const legalCatalogs: Record<Locale, LegalCatalog> = { pt: legalPt, es: legalEs, en: legalEn };

/** The numbers the legal texts quote, from the business constants (spec section 9). */
export const LEGAL_TEXT_PARAMS = {
  trialDays: TRIAL_DAYS,
  refundGuaranteeDays: REFUND_GUARANTEE_DAYS,
  refundPaidWithinDays: REFUND_PAID_WITHIN_DAYS,
  accountDeletionBusinessDays: ACCOUNT_DELETION_BUSINESS_DAYS,
  pcrReminderHours: PCR_REMINDER_HOURS,
} as const;

/** Date of the current version of the terms and the privacy policy (yyyy-mm-dd). */
export const LEGAL_UPDATED_AT = '2026-11-22';
