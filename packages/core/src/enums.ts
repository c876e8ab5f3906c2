/** Enumerations of the domain (spec sections 3 and 4). Values are the API's wire values. */
export const AGENCY_STATUSES = [
  'trial',
  'trial_expired',
  'finished_trial',
  'waiting_payment',
  'payment_not_made',
  'paid',
  'canceled',
  'blocked',
] as const;
export type AgencyStatus = (typeof AGENCY_STATUSES)[number];

export const USER_ROLES = ['owner', 'staff'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Itinerary item (trail) types of spec section 3. */
export const TRAIL_TYPES = ['activity', 'flight', 'hotel', 'restaurant', 'meeting', 'car', 'bus', 'boat', 'other', 'shield'] as const;
export type TrailType = (typeof TRAIL_TYPES)[number];

/** Relationship degrees of a dependent, in the spec's order. */
export const DEGREES = [
  'pai',
  'mae',
  'filho',
  'conjuge',
  'enteado',
  'afilhado',
  'irmao',
  'neto',
  'sobrinho',
  'avo',
  'bisavo',
  'cunhado',
  'tio',
  'sogro',
  'amigo',
] as const;
export type Degree = (typeof DEGREES)[number];

/** Predefined alert messages of spec section 3. */
export const ALERT_KINDS = [
  'vaccination',
  'online_checkin',
  'passport_validity',
  'card_release',
  'debit_authorisation',
  'pcr_test',
  'travel_day',
  'return',
  'vouchers_released',
  'travel_tomorrow',
  'tips',
  'custom',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const ALERT_CHANNELS = ['email', 'whatsapp'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

export const DOCUMENT_TYPES = ['passport', 'rg', 'cpf', 'cnh', 'visa', 'vaccination', 'other'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Home filter options: all departures, all returns, my departures, my returns. */
export const TRAVEL_FILTERS = ['all_going', 'all_back', 'my_going', 'my_back'] as const;
export type TravelFilter = (typeof TRAVEL_FILTERS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The five tasks of the standard checklist, in order. */
export const STANDARD_CHECKLIST_TASKS = [
  'vaccine_check',
  'visa_check',
  'traveler_document',
  'seats_reserved',
  'travel_insurance_offered',
] as const;

/** The fields a document reading (MRZ, OCR or a vision model) can return; the server's engines and the API's answer share this list. */
export const EXTRACTION_FIELDS = [
  'number',
  'last_name',
  'first_name',
  'nationality',
  'birth_date',
  'gender',
  'issue_date',
  'expiry_date',
  'issuing_country',
  'cpf',
  'rg',
  /** The name as one line, as Brazilian IDs print it ('Nome e sobrenome'); not split into given names and surname. */
  'full_name',
  /** Who issued it: SSP/SP for an RG or CIN, DETRAN-SP for a CNH. */
  'issuing_body',
] as const;
export type ExtractionField = (typeof EXTRACTION_FIELDS)[number];
