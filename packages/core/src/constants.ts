/** Business constants of the product spec, section 9. One place for server and web. */
export const API_PREFIX = '/api/v1';
export const API_TIMEOUT_MS = 300_000;
export const LIST_LIMIT_MAX = 10_000;
export const PAGINATION_DEFAULT_LIMIT = 5;
/** Largest id an integer (int4) column holds; a larger id can name no row. */
export const ID_MAX = 2_147_483_647;
/** Dates outside these years are typing errors, and some cannot be represented (year 0, 10000). */
export const DATE_YEAR_MIN = 1900;
export const DATE_YEAR_MAX = 2100;
/** Inputs larger than these are refused before they are decoded (issue 14). */
export const IMAGE_MAX_PIXELS = 40_000_000;
export const DEFAULT_TRAVEL_SORT = 'going' as const;

export const AUTOCOMPLETE_DEBOUNCE_MS = 200;
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 300;
export const AUTOCOMPLETE_BLUR_HIDE_MS = 200;

export const TRIAL_DAYS = 10;
export const TRIAL_BANNER_THRESHOLDS = { blue: 10, yellow: 6, red: 3 } as const;
export const TRIAL_CHECK_DELAY_MS = 1500;
/** Startup sends a trial agency to the plans page when trial_date is above this. */
export const PLANS_REDIRECT_TRIAL_DATE_ABOVE = 10;

export const MB = 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 5 * MB;
export const PROFILE_IMAGE_MAX_BYTES = 1 * MB;
export const VOUCHER_MAX_BYTES = 10 * MB;
export const VOUCHER_MAX_FILES = 5;

export const CHECKLIST_DEADLINE_TIME = '23:59:00';
export const TRIP_DATE_TIME = '12:00:00';
export const TRIP_TZ_OFFSET = '-03:00';

/** Longest booking text the PNR decoder takes (a constant here, not in schemas/pnr.ts, so the light page imports no zod). */
export const PNR_TEXT_MAX = 100_000;

export const PHONE_MAX_LENGTH = 25;
export const PHONE_DEFAULT_COUNTRY = 'BR';
export const PHONE_PREFERRED_COUNTRIES = ['BR', 'AU'] as const;

export const REFUND_GUARANTEE_DAYS = 10;
export const REFUND_PAID_WITHIN_DAYS = 90;
export const ACCOUNT_DELETION_BUSINESS_DAYS = 30;
export const PCR_REMINDER_HOURS = 72;

export const TASK_TRAVEL_NAME_MAX = 15;
export const HOME_WEEK_START = 0; // Sunday
export const DATE_PICKER_FIRST_DAY = 1; // Monday
export const SNACKBAR_DURATION_MS = 10_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const LOCALES = ['pt', 'es', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt';
export const LOCALE_STORAGE_KEY = 'rumo.locale';
export const TOKEN_STORAGE_KEY = 'rumo.token';
/**
 * App routes served by their own light HTML entry instead of the app shell (issue 20): no Mantine,
 * router or i18next in their first load. Path -> file of the web build.
 */
export const STANDALONE_PAGES = { '/login': 'login.html', '/decodificador-pnr': 'pnr.html' } as const;

/** The tutorial walkthrough's steps, in order; each has a picture per language in /tutorial/<locale>/<step>.jpg. */
export const TUTORIAL_STEPS = ['calendar', 'clients', 'itinerary', 'vouchers', 'alerts', 'traveller'] as const;
export type TutorialStep = (typeof TUTORIAL_STEPS)[number];
/** The route parameter that opens the tutorial over the home screen (/?tutorial=1). */
export const TUTORIAL_PARAM = 'tutorial';
