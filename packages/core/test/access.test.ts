import { describe, expect, it } from 'vitest';
import {
  ROUTES,
  paidStatusRedirect,
  protectedRouteRedirect,
  refusedStatusRedirect,
  statusPageRedirect,
  startupRedirect,
  trialBanner,
  trialEndedRedirect,
  type AccessAgency,
} from '../src/access.ts';
import type { AgencyStatus } from '../src/enums.ts';

const agency = (over: Partial<AccessAgency>): AccessAgency => ({ status: 'trial', trial_date: 5, plan: null, ...over });

describe('startup redirects (spec 4)', () => {
  it('sends a user without an agency to signup step 2', () => {
    expect(startupRedirect({ agency: null, path: '/' })).toBe('/cadastro/2');
    expect(startupRedirect({ agency: null, path: '/cadastro/2' })).toBeNull();
  });

  it('sends a trial above 10 days or an expired trial to the plans page', () => {
    expect(startupRedirect({ agency: agency({ trial_date: 11 }), path: '/' })).toBe('/cadastro/planos');
    expect(startupRedirect({ agency: agency({ trial_date: 10 }), path: '/' })).toBeNull();
    expect(startupRedirect({ agency: agency({ status: 'trial_expired' }), path: '/clientes' })).toBe('/cadastro/planos');
  });

  it('sends waiting_payment and payment_not_made to awaiting payment, blocked to blocked', () => {
    expect(startupRedirect({ agency: agency({ status: 'waiting_payment' }), path: '/' })).toBe('/cadastro/aguardando-pagamento');
    expect(startupRedirect({ agency: agency({ status: 'payment_not_made' }), path: '/' })).toBe('/cadastro/aguardando-pagamento');
    expect(startupRedirect({ agency: agency({ status: 'blocked' }), path: '/' })).toBe('/cadastro/bloqueado');
  });

  it('sends paid home from the awaiting-payment or plans page only', () => {
    expect(startupRedirect({ agency: agency({ status: 'paid' }), path: '/cadastro/planos' })).toBe('/');
    expect(startupRedirect({ agency: agency({ status: 'paid' }), path: '/cadastro/aguardando-pagamento' })).toBe('/');
    expect(startupRedirect({ agency: agency({ status: 'paid' }), path: '/clientes' })).toBeNull();
  });
});

describe('protected route redirects (spec 4)', () => {
  it('sends finished_trial without a plan to plans, canceled to awaiting payment, blocked to blocked', () => {
    expect(protectedRouteRedirect({ agency: agency({ status: 'finished_trial' }), path: '/' })).toBe('/cadastro/planos');
    expect(protectedRouteRedirect({ agency: agency({ status: 'finished_trial', plan: 'team' }), path: '/' })).toBeNull();
    expect(protectedRouteRedirect({ agency: agency({ status: 'canceled' }), path: '/' })).toBe('/cadastro/aguardando-pagamento');
    expect(protectedRouteRedirect({ agency: agency({ status: 'blocked' }), path: '/' })).toBe('/cadastro/bloqueado');
    expect(protectedRouteRedirect({ agency: agency({ status: 'paid' }), path: '/' })).toBeNull();
  });

  it('lets an operator into /operador whatever the agency, and sends one without an agency there', () => {
    expect(protectedRouteRedirect({ agency: null, path: '/', operator: true })).toBe('/operador');
    expect(protectedRouteRedirect({ agency: null, path: '/operador', operator: true })).toBeNull();
    expect(protectedRouteRedirect({ agency: null, path: '/operador/12', operator: true })).toBeNull();
    expect(protectedRouteRedirect({ agency: agency({ status: 'blocked' }), path: '/operador', operator: true })).toBeNull();
    expect(protectedRouteRedirect({ agency: agency({ status: 'paid' }), path: '/', operator: true })).toBeNull();
    expect(protectedRouteRedirect({ agency: null, path: '/operador' })).toBe('/cadastro/2');
    expect(protectedRouteRedirect({ agency: agency({ status: 'blocked' }), path: '/operador' })).toBe('/cadastro/bloqueado');
    expect(startupRedirect({ agency: null, path: '/', operator: true })).toBe('/operador');
    expect(startupRedirect({ agency: null, path: '/operador', operator: true })).toBeNull();
    expect(startupRedirect({ agency: agency({ status: 'trial_expired' }), path: '/operador', operator: true })).toBeNull();
    expect(startupRedirect({ agency: null, path: '/operador' })).toBe('/cadastro/2');
  });

  it('sends a change to paid home from blocked or awaiting payment', () => {
    expect(paidStatusRedirect({ agency: agency({ status: 'paid' }), path: '/cadastro/bloqueado' })).toBe('/');
    expect(paidStatusRedirect({ agency: agency({ status: 'trial' }), path: '/cadastro/bloqueado' })).toBeNull();
  });
});

describe('trial banner (spec 4)', () => {
  it('is shown from 1 to 10 days, red at 3 or fewer, yellow 4 to 6, blue 7 to 10', () => {
    expect(trialBanner(0)).toBeNull();
    expect(trialBanner(11)).toBeNull();
    expect(trialBanner(1)).toEqual({ days: 1, color: 'red', messageKey: 'trial.bannerOne' });
    expect(trialBanner(3)?.color).toBe('red');
    expect(trialBanner(4)?.color).toBe('yellow');
    expect(trialBanner(6)?.color).toBe('yellow');
    expect(trialBanner(7)?.color).toBe('blue');
    expect(trialBanner(10)).toEqual({ days: 10, color: 'blue', messageKey: 'trial.bannerMany' });
  });

  it('at 0 days sends trial to plans, waiting payment to awaiting, canceled to login', () => {
    expect(trialEndedRedirect(agency({ trial_date: 0 }))).toBe('/cadastro/planos');
    expect(trialEndedRedirect(agency({ status: 'trial_expired', trial_date: 0 }))).toBe('/cadastro/planos');
    expect(trialEndedRedirect(agency({ status: 'payment_not_made', trial_date: 0 }))).toBe('/cadastro/aguardando-pagamento');
    expect(trialEndedRedirect(agency({ status: 'canceled', trial_date: -2 }))).toBe('/login');
    expect(trialEndedRedirect(agency({ status: 'paid', trial_date: 0 }))).toBeNull();
    expect(trialEndedRedirect(agency({ trial_date: 3 }))).toBeNull();
  });
});

describe('status pages show only for their status (issue 15)', () => {
  const at = (path: string, status: AgencyStatus) => statusPageRedirect({ agency: { status, trial_date: 5, plan: null }, path });
  it('sends any other agency home from the blocked and awaiting-payment pages', () => {
    expect(at(ROUTES.blocked, 'trial')).toBe(ROUTES.home);
    expect(at(ROUTES.blocked, 'blocked')).toBeNull();
    expect(at(ROUTES.awaitingPayment, 'trial')).toBe(ROUTES.home);
    expect(at(ROUTES.awaitingPayment, 'payment_not_made')).toBeNull();
    expect(at(ROUTES.awaitingPayment, 'waiting_payment')).toBeNull();
    expect(at('/clientes', 'trial')).toBeNull();
  });
  it('a call refused by the server leads to the page of the status', () => {
    expect(refusedStatusRedirect('blocked')).toBe(ROUTES.blocked);
    expect(refusedStatusRedirect('trial_expired')).toBe(ROUTES.plans);
    expect(refusedStatusRedirect('payment_not_made')).toBe(ROUTES.awaitingPayment);
    expect(refusedStatusRedirect('paid')).toBeNull();
  });
});
