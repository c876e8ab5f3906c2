import { tripDate } from '../format.ts';
import type { TrailItem } from '../useTravels.ts';

export interface ItineraryDay {
  /** "yyyy-mm-dd" in the trip zone, or null for the items without a date (listed last). */
  date: string | null;
  trails: TrailItem[];
}

/** Groups the items (already in time order from the API) by the date of starts_at. */
export function itineraryDays(trails: TrailItem[]): ItineraryDay[] {
  const dated = new Map<string, TrailItem[]>();
  const undated: TrailItem[] = [];
  for (const trail of trails) {
    if (!trail.starts_at) {
      undated.push(trail);
      continue;
    }
    const date = tripDate(trail.starts_at);
    dated.set(date, [...(dated.get(date) ?? []), trail]);
  }
  const days: ItineraryDay[] = [...dated.keys()].sort().map((date) => ({ date, trails: dated.get(date)! }));
  if (undated.length) days.push({ date: null, trails: undated });
  return days;
}
