import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import type { DecodeResult, PnrImportResult } from './types.ts';

/** POST /travels/pnra {text, travel_id}: decodes for an agent; the trip's dates place the year of "10MAR". */
export function useTravelPnrDecode(travelId: number) {
  return useMutation({
    mutationFn: (text: string) => api.post<DecodeResult>('/travels/pnra', { text, travel_id: travelId }),
  });
}

/** POST /travels/pnra {import: true, segments}: the chosen segments (indexes of the preview) become flight trails. */
export function useTravelPnrImport(travelId: number) {
  return useMutation({
    mutationFn: ({ text, segments }: { text: string; segments: number[] }) =>
      api.post<PnrImportResult>('/travels/pnra', { text, travel_id: travelId, import: true, segments }),
  });
}
