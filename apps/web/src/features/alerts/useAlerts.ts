import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Alert as AlertRecord, AlertChannel, AlertKind } from '@rumo/core';
import { api } from '../../api/client.ts';

/** An alert as the API sends it: instants as ISO strings. */
export type TripAlert = Omit<AlertRecord, 'scheduled_at' | 'sent_at' | 'created_at'> & {
  scheduled_at: string | null;
  sent_at: string | null;
  created_at: string;
};

/** The body of POST /travels/alert (PUT adds the id). scheduled_at: "dd/mm/yyyy HH:MM:SS". */
export interface AlertPayload {
  travel_id: number;
  kind: AlertKind;
  message: string;
  channel: AlertChannel;
  send_now: boolean;
  scheduled_at: string | null;
}

/** Due within the next minute, and not long overdue (a stuck queue must not keep us polling). */
const isDue = (at: string) => Math.abs(Date.parse(at) - Date.now()) < 10 * 60_000 && Date.parse(at) < Date.now() + 60_000;

const alertsKey = (travelId: number) => ['alerts', travelId] as const;

/** GET /travels/alert/all/{travel}, or its canceled alerts: /travels/alert/{travel}/del. */
export function useTripAlerts(travelId: number, canceled: boolean) {
  return useQuery({
    queryKey: [...alertsKey(travelId), canceled ? 'canceled' : 'live'],
    queryFn: ({ signal }) =>
      api.get<TripAlert[]>(canceled ? `/travels/alert/${travelId}/del` : `/travels/alert/all/${travelId}`, { signal }),
    // an alert sent now leaves 'scheduled' within seconds: look again while one is due
    refetchInterval: (query) =>
      query.state.data?.some((alert) => alert.status === 'scheduled' && alert.scheduled_at && isDue(alert.scheduled_at)) ? 3_000 : false,
  });
}

function useInvalidateAlerts(travelId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: alertsKey(travelId) });
}

/** POST /travels/alert, or PUT with the id (edit, reschedule, bring a canceled one back). */
export function useSaveAlert(travelId: number) {
  const invalidate = useInvalidateAlerts(travelId);
  return useMutation({
    mutationFn: ({ id, ...payload }: AlertPayload & { id?: number }) =>
      id ? api.put<TripAlert>('/travels/alert', { id, ...payload }) : api.post<TripAlert>('/travels/alert', payload),
    onSuccess: invalidate,
  });
}

/** DELETE /travels/alert/{id}: cancels it; it moves to the canceled view. */
export function useCancelAlert(travelId: number) {
  const invalidate = useInvalidateAlerts(travelId);
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/travels/alert/${id}`),
    onSuccess: invalidate,
  });
}
