import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgencyStatus, UserRole } from '@rumo/core';
import { api } from '../../api/client.ts';

/** GET /operator/agencies as it arrives (dates are ISO strings on the wire). */
export interface OperatorAgencyRow {
  id: number;
  name: string;
  status: AgencyStatus;
  plan: string | null;
  interval: string | null;
  trial_ends_at: string | null;
  owner_email: string | null;
  users: number;
  trips: number;
  last_activity_at: string | null;
  /** BRL a month, a yearly plan counting a twelfth; "0.00" when the agency pays nothing. */
  monthly_revenue: string;
  created_at: string;
}

export interface OperatorAgencyPage {
  count: number;
  results: OperatorAgencyRow[];
  monthly_revenue_total: string;
}

export interface OperatorAgencyDetail extends OperatorAgencyRow {
  people: {
    id: number;
    name: string;
    email: string;
    role: UserRole;
    is_operator: boolean;
    last_login_at: string | null;
  }[];
  history: { action: string; details: Record<string, unknown> | null; created_at: string }[];
}

export type OperatorAction = 'block' | 'unblock' | 'extend-trial';

const operatorKey = ['operator'] as const;

/** Every agency matching the search (name, agency e-mail or any user's e-mail). */
export function useOperatorAgencies(search: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...operatorKey, 'agencies', search],
    queryFn: ({ signal }) =>
      api.get<OperatorAgencyPage>('/operator/agencies', { signal, query: { search: search || undefined } }),
    placeholderData: keepPreviousData,
  });
}

export function useOperatorAgency(id: number) {
  return useQuery({
    queryKey: [...operatorKey, 'agency', id],
    queryFn: ({ signal }) => api.get<OperatorAgencyDetail>(`/operator/agencies/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export interface OperatorActionInput {
  id: number;
  action: OperatorAction;
  /** extend-trial only. */
  days?: number;
}

/** Block, unblock or extend the trial; the list and the agency's detail are read again. */
export function useOperatorAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, days }: OperatorActionInput) =>
      api.post<OperatorAgencyDetail>(
        `/operator/agencies/${id}/${action}`,
        action === 'extend-trial' ? { days } : {},
      ),
    onSuccess: (detail) => {
      queryClient.setQueryData([...operatorKey, 'agency', detail.id], detail);
      return queryClient.invalidateQueries({ queryKey: [...operatorKey, 'agencies'] });
    },
  });
}
