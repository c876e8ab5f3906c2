import { Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { dateBR, fullName } from '../format.ts';
import { travelPath } from '../list/TravelCard.tsx';
import { useTravelList, type TravelScope } from '../useTravels.ts';

/** How many of the next trips an empty period shows. */
const UPCOMING_TRIPS = 3;

/**
 * Under an empty week or month: the next departures (or returns) from today, so the dashboard is
 * never falsely empty when a trip is a week away. Nothing when there is none.
 */
export function UpcomingTrips({ scope, type, today }: { scope: TravelScope; type: 'going' | 'back'; today: string }) {
  const { t } = useTranslation();
  const upcoming = useTravelList({ scope, type, start: today, limit: UPCOMING_TRIPS, offset: 0, sortBy: type, sortOrder: 'asc' });
  const rows = upcoming.data?.results ?? [];
  if (!rows.length) return null;
  return (
    <section aria-labelledby="upcoming-trips" style={{ marginBottom: 'var(--mantine-spacing-sm)' }}>
      <Text id="upcoming-trips" size="sm" fw={600}>
        {type === 'back' ? t('travels.calendar.upcomingBack') : t('travels.calendar.upcomingGoing')}
      </Text>
      <List size="sm" spacing={4} mt={4}>
        {rows.map((row) => (
          <List.Item key={row.id}>
            <Anchor component={Link} to={travelPath(row)} size="sm" underline="always">
              {row.name}
            </Anchor>{' '}
            <Text span size="sm" c="dimmed">
              · {fullName(row.customer)} · {dateBR(type === 'back' ? row.back : row.going)}
            </Text>
          </List.Item>
        ))}
      </List>
    </section>
  );
}
