import { PLANS_REDIRECT_TRIAL_DATE_ABOVE, TRIAL_BANNER_THRESHOLDS } from './constants.ts';
import type { AgencyStatus } from './enums.ts';

/** Screens the access rules send a user to (spec section 4). */
export const ROUTES = {
  home: '/',
  login: '/login',
  signup: '/cadastro',
  signupAgency: '/cadastro/2',
  plans: '/cadastro/planos',
  awaitingPayment: '/cadastro/aguardando-pagamento',
  blocked: '/cadastro/bloqueado',
  /** The operator area (issue 15): people who run Rumo. */
  operator: '/operador',
} as const;

export interface AccessAgency {
  status: AgencyStatus;
  /** Days of trial left. */
  trial_date: number | null;
  plan: string | null;
}

export interface AccessState {
  agency: AccessAgency | null;
  /** Path the user is on now. */
  path: string;
  /** The user runs Rumo (is_operator): the operator area needs no agency and no status. */
  operator?: boolean;
}

const PAID_LEAVES = new Set<string>([ROUTES.awaitingPayment, ROUTES.plans, ROUTES.blocked]);

/** An operator in the operator area: the agency rules do not apply there. */
const inOperatorArea = ({ operator, path }: AccessState) =>
  operator === true && (path === ROUTES.operator || path.startsWith(`${ROUTES.operator}/`));

/**
 * Where the user must go right after the account info loads at startup, or null to stay.
 * Spec 4, "Startup with a stored token".
 */
export function startupRedirect(state: AccessState): string | null {
  const { agency, path } = state;
  if (inOperatorArea(state)) return null;
  if (!agency && state.operator) return ROUTES.operator;
  if (!agency) return path === ROUTES.signupAgency ? null : ROUTES.signupAgency;
  const { status } = agency;
  let target: string | null = null;
  if ((status === 'trial' && (agency.trial_date ?? 0) > PLANS_REDIRECT_TRIAL_DATE_ABOVE) || status === 'trial_expired')
    target = ROUTES.plans;
  else if (status === 'waiting_payment' || status === 'payment_not_made') target = ROUTES.awaitingPayment;
  else if (status === 'blocked') target = ROUTES.blocked;
  else if (status === 'paid' && PAID_LEAVES.has(path)) target = ROUTES.home;
  return target === path ? null : target;
}

/**
 * Where a protected route sends the user once account info is fetched, or null to stay.
 * Spec 4, "Navigation rules".
 */
export function protectedRouteRedirect(state: AccessState): string | null {
  const { agency, path } = state;
  if (inOperatorArea(state)) return null;
  if (!agency) return state.operator ? ROUTES.operator : ROUTES.signupAgency;
  let target: string | null = null;
  if (agency.status === 'finished_trial' && !agency.plan) target = ROUTES.plans;
  else if (agency.status === 'canceled') target = ROUTES.awaitingPayment;
  else if (agency.status === 'blocked') target = ROUTES.blocked;
  return target === path ? null : target;
}

/** A change to paid while on the blocked or awaiting-payment page goes home. */
export function paidStatusRedirect({ agency, path }: AccessState): string | null {
  return agency?.status === 'paid' && PAID_LEAVES.has(path) ? ROUTES.home : null;
}

export type TrialBannerColor = 'red' | 'yellow' | 'blue';
export interface TrialBanner {
  days: number;
  color: TrialBannerColor;
  messageKey: 'trial.bannerOne' | 'trial.bannerMany';
}

/** The trial banner for the days left, or null when it is not shown (spec 4, "Trial banner"). */
export function trialBanner(daysLeft: number | null | undefined): TrialBanner | null {
  if (daysLeft == null || daysLeft < 1 || daysLeft > TRIAL_BANNER_THRESHOLDS.blue) return null;
  const color: TrialBannerColor =
    daysLeft <= TRIAL_BANNER_THRESHOLDS.red ? 'red' : daysLeft <= TRIAL_BANNER_THRESHOLDS.yellow ? 'yellow' : 'blue';
  return { days: daysLeft, color, messageKey: daysLeft === 1 ? 'trial.bannerOne' : 'trial.bannerMany' };
}

/** Where the trial check sends the user once no trial days are left, or null to stay. */
export function trialEndedRedirect(agency: AccessAgency | null): string | null {
  if (!agency || agency.trial_date == null || agency.trial_date > 0) return null;
  switch (agency.status) {
    case 'trial':
    case 'trial_expired':
      return ROUTES.plans;
    case 'waiting_payment':
    case 'payment_not_made':
      return ROUTES.awaitingPayment;
    case 'canceled':
      return ROUTES.login;
    default:
      return null;
  }
}

/** Where an agency refused by the server's status guard belongs (403 with agency_status). */
export function refusedStatusRedirect(status: AgencyStatus): string | null {
  switch (status) {
    case 'blocked':
      return ROUTES.blocked;
    case 'trial_expired':
    case 'finished_trial':
      return ROUTES.plans;
    case 'waiting_payment':
    case 'payment_not_made':
    case 'canceled':
      return ROUTES.awaitingPayment;
    default:
      return null;
  }
}

const STATUS_PAGES: Record<string, readonly AgencyStatus[]> = {
  [ROUTES.blocked]: ['blocked'],
  [ROUTES.awaitingPayment]: ['waiting_payment', 'payment_not_made', 'canceled'],
};

/** A status page shows only for its status: any other agency goes home (issue 15). */
export function statusPageRedirect({ agency, path }: AccessState): string | null {
  const statuses = STATUS_PAGES[path];
  if (!statuses || !agency) return null;
  return statuses.includes(agency.status) ? null : ROUTES.home;
}
