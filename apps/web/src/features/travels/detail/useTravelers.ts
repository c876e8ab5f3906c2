import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Dependent, Traveler } from '@rumo/core';
import { api } from '../../../api/client.ts';
import { travelsKey } from '../useTravels.ts';

export type TravelerRow = Omit<Traveler, 'birth_date'> & { birth_date: string | null };
export type DependentRow = Omit<Dependent, 'created_at'> & { created_at: string };

const travelersKey = (travelId: number) => ['travelers', travelId] as const;

/** GET /customers/dependents/travel/{travel id} */
export function useTravelers(travelId: number) {
  return useQuery({
    queryKey: travelersKey(travelId),
    queryFn: ({ signal }) => api.get<TravelerRow[]>(`/customers/dependents/travel/${travelId}`, { signal }),
  });
}

/** GET /customers/dependents/cus/{customer id}: the quick picks of the travellers tab. */
export function useCustomerDependents(customerId: number) {
  return useQuery({
    queryKey: ['dependents', customerId],
    queryFn: ({ signal }) => api.get<DependentRow[]>(`/customers/dependents/cus/${customerId}`, { signal }),
  });
}

/** The traveller count shows on the trip, the card and the list: refresh them with the travellers. */
function useInvalidate(travelId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: travelersKey(travelId) }),
      queryClient.invalidateQueries({ queryKey: travelsKey }),
    ]);
}

/** POST /customers/dependents/travel with a customer or a dependent. */
export function useAddTraveler(travelId: number) {
  const invalidate = useInvalidate(travelId);
  return useMutation({
    mutationFn: (person: { customer_id: number } | { dependent_id: number }) =>
      api.post<TravelerRow>('/customers/dependents/travel', { travel_id: travelId, ...person }),
    onSuccess: invalidate,
  });
}

/** DELETE /customers/dependents/travel/{traveller id} */
export function useRemoveTraveler(travelId: number) {
  const invalidate = useInvalidate(travelId);
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/customers/dependents/travel/${id}`),
    onSuccess: invalidate,
  });
}
