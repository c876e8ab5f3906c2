import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AgencyExport,
  AuditLogEntry,
  CustomerEraseResponse,
  CustomerPersonalData,
  DeletionRequest,
} from '@rumo/core';
import { api, isApiError } from '../../api/client.ts';
import { customersKey } from '../customers/useCustomers.ts';

/** JSON dates arrive as strings. */
type Json<T, K extends keyof T> = Omit<T, K> & { [P in K]: T[P] extends Date ? string : string | null };
export type ExportRow = Json<AgencyExport, 'requested_at' | 'finished_at'>;
export type DeletionRow = Json<DeletionRequest, 'deletion_requested_at'>;
export type AuditRow = Json<AuditLogEntry, 'created_at'>;
/** The audit log's query (auditLogQuerySchema): a page and the filters, dates as yyyy-mm-dd. */
export interface AuditParams {
  limit: number;
  offset: number;
  entity?: string;
  action?: string;
  user_id?: number;
  date_from?: string;
  date_to?: string;
}
export interface AuditPage {
  count: number;
  results: AuditRow[];
}

/** How often a pending export is asked about. */
export const EXPORT_POLL_MS = 3000;
const EXPORT_KEY = 'rumo.agencyExport';
const exportKey = (id: string) => ['privacy', 'export', id] as const;
const deletionKey = ['privacy', 'deletion'] as const;
const auditKey = ['privacy', 'audit'] as const;

function storedExportId(): string | null {
  try {
    return localStorage.getItem(EXPORT_KEY);
  } catch {
    return null;
  }
}

/**
 * The agency's data export: POST /agencies/accounts/export, then GET /agencies/accounts/export/{id}
 * every 3 s until it is ready or failed. The last export's id is kept so its link shows again later.
 */
export function useAgencyExport() {
  const queryClient = useQueryClient();
  const [id, setId] = useState<string | null>(storedExportId);
  const status = useQuery({
    queryKey: exportKey(id ?? ''),
    queryFn: ({ signal }) => api.get<ExportRow>(`/agencies/accounts/export/${id}`, { signal }),
    enabled: Boolean(id),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? EXPORT_POLL_MS : false),
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });
  const request = useMutation({
    mutationFn: () => api.post<ExportRow>('/agencies/accounts/export'),
    onSuccess: (row) => {
      queryClient.setQueryData(exportKey(row.id), row);
      setId(row.id);
      try {
        localStorage.setItem(EXPORT_KEY, row.id);
      } catch {
        // private mode: the link shows only while the page is open
      }
      void queryClient.invalidateQueries({ queryKey: auditKey });
    },
  });
  // an export of another agency or one that is gone: nothing to show
  const current = status.isError ? null : (status.data ?? null);
  return { current, request };
}

/** GET, POST and DELETE /agencies/accounts/delete-request. */
export function useDeletionRequest() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: deletionKey,
    queryFn: ({ signal }) => api.get<DeletionRow>('/agencies/accounts/delete-request', { signal }),
  });
  const settle = (row: DeletionRow) => {
    queryClient.setQueryData(deletionKey, row);
    void queryClient.invalidateQueries({ queryKey: auditKey });
  };
  const request = useMutation({
    mutationFn: () => api.post<DeletionRow>('/agencies/accounts/delete-request'),
    onSuccess: settle,
  });
  const cancel = useMutation({
    mutationFn: () => api.delete<DeletionRow>('/agencies/accounts/delete-request'),
    onSuccess: settle,
  });
  return { query, request, cancel };
}

/** GET /agencies/accounts/audit-log: one page, newest first. */
export function useAuditLog(params: AuditParams, enabled = true) {
  return useQuery({
    queryKey: [...auditKey, params],
    queryFn: ({ signal }) =>
      api.get<AuditPage>('/agencies/accounts/audit-log', { signal, query: { ...params } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Saves a JSON value as a file through a temporary link. */
function saveJson(data: unknown, fileName: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** GET /customers/{id}/personal-data, downloaded as a .json file. */
export function useExportCustomerData(customerId: number, fileName: string) {
  return useMutation({
    mutationFn: async () => {
      const data = await api.get<CustomerPersonalData>(`/customers/${customerId}/personal-data`);
      saveJson(data, `${fileName}.json`);
    },
  });
}

/** POST /customers/{id}/erase, then the client's screens load again. */
export function useEraseCustomer(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CustomerEraseResponse>(`/customers/${customerId}/erase`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customersKey }),
  });
}
