import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Voucher as VoucherWire } from '@rumo/core';
import { api } from '../../api/client.ts';
import { uploadWithProgress } from '../../components/uploadWithProgress.ts';

/** A voucher as the web reads it: instants arrive as ISO strings. */
export type Voucher = Omit<VoucherWire, 'created_at'> & { created_at: string };

export const vouchersKey = (travelId: number) => ['vouchers', travelId] as const;

/** GET /travels/vouchers/{travel id} */
export function useVouchers(travelId: number) {
  return useQuery({
    queryKey: vouchersKey(travelId),
    queryFn: ({ signal }) => api.get<Voucher[]>(`/travels/vouchers/${travelId}`, { signal }),
  });
}

/** DELETE /travels/voucher/{id} */
export function useDeleteVoucher(travelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/travels/voucher/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vouchersKey(travelId) }),
  });
}

/** POST /travels/voucher as multipart (trail_id, file): one file a call, with upload progress. */
export function uploadVoucher(trailId: number, file: File, onProgress: (percent: number) => void, signal?: AbortSignal) {
  const body = new FormData();
  body.append('trail_id', String(trailId));
  body.append('file', file, file.name);
  return uploadWithProgress<Voucher>('/travels/voucher', body, { onProgress, signal });
}
