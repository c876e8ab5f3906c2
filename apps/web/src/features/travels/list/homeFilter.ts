import type { TravelScope } from '../useTravels.ts';

/** The four options of the home filter (spec 2): whose trips, and which date places them. */
export const HOME_FILTERS = ['allGoing', 'allBack', 'myGoing', 'myBack'] as const;
export type HomeFilter = (typeof HOME_FILTERS)[number];

export function filterQuery(filter: HomeFilter): { scope: TravelScope; type: 'going' | 'back' } {
  return {
    scope: filter.startsWith('my') ? 'mine' : 'all',
    type: filter.endsWith('Back') ? 'back' : 'going',
  };
}
