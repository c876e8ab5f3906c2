import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  FinancialReport as FinancialReportWire,
  TravelFinancialUpdateInput,
  TravelPayment as TravelPaymentWire,
  TravelPaymentCreateInput,
} from '@rumo/core';
import { api } from '../../api/client.ts';

/** Instants arrive as ISO strings. */
type Wire<T> = T extends Date ? string : T extends (infer U)[] ? Wire<U>[] : T extends object ? { [K in keyof T]: Wire<T[K]> } : T;

export type FinancialReport = Wire<FinancialReportWire>;
export type TravelPayment = Wire<TravelPaymentWire>;

export const financialKey = (travelId: number) => ['financial', travelId] as const;

/** GET /travels/financial/{travel id}: every amount computed by the server, as decimal strings. */
export function useFinancialReport(travelId: number) {
  return useQuery({
    queryKey: financialKey(travelId),
    queryFn: ({ signal }) => api.get<FinancialReport>(`/travels/financial/${travelId}`, { signal }),
    enabled: Number.isInteger(travelId) && travelId > 0,
  });
}

/** PUT /travels/financial: rates, package price, commission, notes; answers the new report. */
export function useUpdateFinancial(travelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<TravelFinancialUpdateInput, 'travel_id'>) =>
      api.put<FinancialReport>('/travels/financial', { ...body, travel_id: travelId }),
    onSuccess: (report) => queryClient.setQueryData(financialKey(travelId), report),
  });
}

/** POST /travels/financial/payment, then the report again (its totals change). */
export function useCreatePayment(travelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<TravelPaymentCreateInput, 'travel_id'>) =>
      api.post<TravelPayment>('/travels/financial/payment', { ...body, travel_id: travelId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financialKey(travelId) }),
  });
}

/** DELETE /travels/financial/payment/{id} */
export function useDeletePayment(travelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/travels/financial/payment/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financialKey(travelId) }),
  });
}
