import { Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { longDayWithYear } from '../format.ts';
import { TravelCard } from '../list/TravelCard.tsx';
import type { TravelRow } from '../useTravels.ts';
import { useLocale } from '../useLocale.ts';
import classes from './calendar.module.css';

/**
 * The '+N' of a full month cell: a button that opens the rest of that day's trips in a popover,
 * so a busy day keeps the cell (and the month) at a bounded height.
 */
export function DayOverflow({ day, trips }: { day: string; trips: TravelRow[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const dayLabel = longDayWithYear(day, locale);
  return (
    <Popover width={280} position="bottom-start" shadow="md" trapFocus returnFocus withinPortal>
      <Popover.Target>
        <UnstyledButton
          className={classes.more}
          aria-label={t('travels.calendar.moreTrips', { count: trips.length })}
        >
          +{trips.length}
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown aria-label={dayLabel} aria-labelledby={undefined} p="xs">
        <Text size="sm" fw={600} mb={6}>
          {dayLabel}
        </Text>
        <Stack gap={4} className={classes.moreList}>
          {trips.map((travel) => (
            <TravelCard key={travel.id} travel={travel} />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
