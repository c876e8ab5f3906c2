import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LookupMap } from '@rumo/core';
import { api } from '../../api/client.ts';
import { travelsKey, type TrailItem } from './useTravels.ts';

/** Any change to an item changes the trip (its first flight, the calendar card): refresh both. */
function useInvalidateTravels() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: travelsKey });
}

/** POST /travels/trail (without id) or PUT /travels/trail (with id). */
export function useSaveTrail() {
  const invalidate = useInvalidateTravels();
  return useMutation({
    mutationFn: (payload: Record<string, unknown>) =>
      payload.id ? api.put<TrailItem>('/travels/trail', payload) : api.post<TrailItem>('/travels/trail', payload),
    onSuccess: invalidate,
  });
}

/** DELETE /travels/trail/{id} */
export function useDeleteTrail() {
  const invalidate = useInvalidateTravels();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/travels/trail/${id}`),
    onSuccess: invalidate,
  });
}

export type LookupName = 'currency' | 'options-payment';

/** GET /utils/currency and /utils/options-payment: id → name in the user's language. */
export function useLookup(name: LookupName) {
  return useQuery({
    queryKey: ['utils', name],
    queryFn: ({ signal }) => api.get<LookupMap>(`/utils/${name}`, { signal }),
    staleTime: Infinity,
    retry: 1,
  });
}
