import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paged, StaffCreateInput, StaffMember, StaffUpdateInput } from '@rumo/core';
import { api } from '../../api/client.ts';

export const staffKey = ['staff'] as const;

export interface StaffListParams {
  limit: number;
  offset: number;
  search: string;
}

/** GET /agencies/staff/all: the agency's people, owner first; the previous page stays while the next loads. */
export function useStaffList(params: StaffListParams) {
  return useQuery({
    queryKey: [...staffKey, 'list', params],
    queryFn: ({ signal }) =>
      api.get<Paged<StaffMember>>('/agencies/staff/all', {
        signal,
        query: { limit: params.limit, offset: params.offset, search: params.search.trim() },
      }),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateStaff() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: staffKey });
}

/** POST /agencies/staff (owner): without a password the server e-mails an invitation. */
export function useCreateStaff() {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: (payload: StaffCreateInput) => api.post<StaffMember>('/agencies/staff', payload),
    onSuccess: invalidate,
  });
}

/** PUT /agencies/staff (owner). */
export function useUpdateStaff() {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: (payload: StaffUpdateInput) => api.put<StaffMember>('/agencies/staff', payload),
    onSuccess: invalidate,
  });
}

/** DELETE /agencies/staff/{id} (owner): the person loses access; their history stays. */
export function useRemoveStaff() {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/agencies/staff/${id}`),
    onSuccess: invalidate,
  });
}
