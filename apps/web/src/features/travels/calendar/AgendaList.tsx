import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { longDay } from '../format.ts';
import type { CalendarGridProps } from './MonthGrid.tsx';
import { TravelCard } from '../list/TravelCard.tsx';
import { useLocale } from '../useLocale.ts';
import classes from './calendar.module.css';

/**
 * The phone's calendar: the days one under the other. A week lists all seven days; a month only
 * the days that have trips, so the list stays short.
 */
export function AgendaList({ days, byDay, today, month, label }: CalendarGridProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const shown = month ? days.filter((day) => day.startsWith(month) && byDay.has(day)) : days;
  if (shown.length === 0) return null;
  return (
    <ol className={classes.agenda} aria-label={label}>
      {shown.map((day) => {
        const trips = byDay.get(day) ?? [];
        const isToday = day === today;
        return (
          <li key={day} className={classes.agendaDay} data-today={isToday || undefined} aria-current={isToday ? 'date' : undefined}>
            <Group gap="xs" mb={trips.length ? 8 : 0} justify="space-between" wrap="nowrap">
              <Title order={3} fz="sm" fw={650}>
                {longDay(day, locale)}
              </Title>
              {isToday ? (
                <Badge size="sm" variant="filled">
                  {t('travels.calendar.today')}
                </Badge>
              ) : null}
            </Group>
            {trips.length ? (
              <Stack gap={6}>
                {trips.map((travel) => (
                  <TravelCard key={travel.id} travel={travel} />
                ))}
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                {t('travels.calendar.noTrips')}
              </Text>
            )}
          </li>
        );
      })}
    </ol>
  );
}
