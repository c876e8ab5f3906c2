import { useQuery } from '@tanstack/react-query';
import type { AgencyStatus, Locale, UserRole } from '@rumo/core';
import { api, isApiError } from './client.ts';
import { useToken } from './session.ts';
import { setAgencyZone } from '../app/agencyZone.ts';

/** GET /agencies/accounts/info (spec 3, Account). */
export interface AccountUser {
  pk: number | string;
  first_name: string;
  last_name: string;
  email: string;
  picture: string | null;
  role: UserRole;
  /** Runs Rumo itself: the /operador area (issue 15). */
  is_operator?: boolean;
}

export interface AccountAgency {
  id: number | string;
  name: string;
  status: AgencyStatus;
  plan: string | null;
  /** Days of trial left. */
  trial_date: number | null;
  stripe_customer_id: string | null;
  /** IANA zone the agency reads its trips, tasks and alerts in (default America/Sao_Paulo). */
  timezone?: string;
  /** The language of the agency's messages to clients (alerts). */
  locale?: Locale;
  /** WhatsApp alerts go through the Cloud API as approved templates; false: click-to-chat. */
  whatsapp_cloud_api?: boolean;
}

/** What the installation can do, so screens tell the truth (issue 15). */
export interface AccountSystem {
  payments_configured: boolean;
  mail_outbox_only: boolean;
}

export interface AccountInfo {
  user: AccountUser;
  agency: AccountAgency | null;
  system?: AccountSystem;
}

export const accountInfoKey = ['account', 'info'] as const;

/** The signed-in user and agency; idle without a token. */
export function useAccountInfo(options: { enabled?: boolean; refetchInterval?: number | false } = {}) {
  const token = useToken();
  return useQuery({
    queryKey: [...accountInfoKey, token],
    queryFn: ({ signal }) =>
      api.get<AccountInfo>('/agencies/accounts/info', { signal }).then((info) => {
        setAgencyZone(info.agency?.timezone);
        return info;
      }),
    enabled: Boolean(token) && options.enabled !== false,
    staleTime: 60_000,
    retry: (failureCount, error) => !(isApiError(error) && error.status === 401) && failureCount < 2,
    refetchInterval: options.refetchInterval,
  });
}
