import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Share as ShareWire, ShareCreated as ShareCreatedWire } from '@rumo/core';
import { api } from '../../api/client.ts';

/** Instants arrive as ISO strings. */
type Wire<T> = T extends Date ? string : T extends (infer U)[] ? Wire<U>[] : T extends object ? { [K in keyof T]: Wire<T[K]> } : T;

export type Share = Wire<ShareWire>;
export type ShareCreated = Wire<ShareCreatedWire>;

const sharesKey = (travelId: number) => ['shares', travelId] as const;

/** GET /travels/shares/{travel id}: the trip's links, without their tokens. */
export function useShares(travelId: number) {
  return useQuery({
    queryKey: sharesKey(travelId),
    queryFn: ({ signal }) => api.get<Share[]>(`/travels/shares/${travelId}`, { signal }),
  });
}

/** POST /travels/share {travel_id, expires_in_days} → the link, shown once. */
export function useCreateShare(travelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (days: number) => api.post<ShareCreated>('/travels/share', { travel_id: travelId, expires_in_days: days }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharesKey(travelId) }),
  });
}

/** DELETE /travels/share/{id} */
export function useRevokeShare(travelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/travels/share/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharesKey(travelId) }),
  });
}
