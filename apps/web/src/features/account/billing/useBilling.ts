import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ROUTES,
  type BillingInterval,
  type CancelSubscriptionResponse,
  type PaymentMethod,
  type Plan,
  type PlanId,
  type SubscriptionMethodResponse,
  type SubscriptionStatus,
} from '@rumo/core';
import { accountInfoKey } from '../../../api/account.ts';
import { api, isApiError } from '../../../api/client.ts';
import { useToken } from '../../../api/session.ts';
import i18n from '../../../app/i18n.ts';

export const SUPPORT_EMAIL = 'suporte@rumo.app';

/** GET /payments/plans (public): the catalogue and whether card payment is set up on the server. */
export interface PlansOffer {
  configured: boolean;
  plans: Plan[];
}

export function usePlansOffer() {
  return useQuery({
    queryKey: ['billing', 'plans'],
    queryFn: ({ signal }) => api.get<PlansOffer>('/payments/plans', { signal, auth: false }),
    staleTime: 5 * 60_000,
  });
}

/** GET /agencies/accounts/stripeInformation as it arrives (dates are ISO strings on the wire). */
export interface StripeInformation {
  plan: string | null;
  interval: BillingInterval | null;
  status: SubscriptionStatus | null;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
  payment_method?: PaymentMethod | null;
  /** The invoice still to pay by boleto or Pix, if any: its hosted page has the voucher or QR code. */
  open_invoice?: { url: string | null; due_at: string | null; amount: string } | null;
  card: { brand: string; last4: string; exp_month: number; exp_year: number } | null;
  invoices: {
    id: string;
    amount: string;
    currency: string;
    status: string;
    created_at: string;
    url: string | null;
  }[];
}

const stripeInformationKey = ['billing', 'stripeInformation'] as const;

/** The owner's subscription, card and invoices; a 503 (payments not configured) is not retried. */
export function useStripeInformation(enabled: boolean) {
  const token = useToken();
  return useQuery({
    queryKey: [...stripeInformationKey, token],
    queryFn: ({ signal }) => api.get<StripeInformation>('/agencies/accounts/stripeInformation', { signal }),
    enabled: Boolean(token) && enabled,
    retry: (failureCount, error) => {
      const final =
        isNotConfigured(error) || (isApiError(error) && error.kind === 'http' && error.status < 500);
      return !final && failureCount < 2;
    },
  });
}

/** Payments are not set up on the server: 503 with the message in `error` (spec 8). */
export function isNotConfigured(error: unknown): boolean {
  return isApiError(error) && error.status === 503 && Boolean(error.error);
}

/** The text of a failed subscription or card call: the response's `error` field first (spec 8). */
export function billingErrorText(error: unknown): string {
  if (isApiError(error)) return error.error ?? error.message;
  return i18n.t('errors.generic');
}

export interface CheckoutRequest {
  plan: PlanId | string;
  interval: BillingInterval;
  /** card: Stripe Checkout; boleto or pix: invoices Stripe e-mails (pix yearly only). */
  payment_method?: PaymentMethod;
}

/**
 * POST /agencies/accounts/subscription_method, then off to the hosted checkout page. Stripe comes
 * back to the awaiting-payment page, or to the plans page when the buyer gives up.
 */
export function useStartCheckout() {
  return useMutation({
    mutationFn: ({ plan, interval, payment_method = 'card' }: CheckoutRequest) =>
      api.post<SubscriptionMethodResponse>('/agencies/accounts/subscription_method', {
        plan,
        interval,
        payment_method,
        success_url: `${window.location.origin}${ROUTES.awaitingPayment}`,
        cancel_url: `${window.location.origin}${ROUTES.plans}`,
      }),
  });
}

/** POST /payments/cancel-subscription: renewal stops at the end of the paid period. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CancelSubscriptionResponse>('/payments/cancel-subscription', {}),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: stripeInformationKey }),
        queryClient.invalidateQueries({ queryKey: accountInfoKey }),
      ]),
  });
}

/** POST /payments/portal: Stripe's customer portal, where a subscriber changes plan or card. */
export function useBillingPortal() {
  return useMutation({
    mutationFn: () =>
      api.post<{ url: string }>('/payments/portal', { return_url: `${window.location.origin}/pagamentos` }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
