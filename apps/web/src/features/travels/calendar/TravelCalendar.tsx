import { useMemo, useState } from 'react';
import { ActionIcon, Box, Button, Group, Loader, Paper, SegmentedControl, Text, Title, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LIST_LIMIT_MAX } from '@rumo/core';
import { DataLoader } from '../../../components/DataLoader.tsx';
import { AgendaList } from './AgendaList.tsx';
import { calendarWindow, shiftAnchor, todayYmd, type CalendarView } from './calendarDates.ts';
import { monthTitle, rangeTitle, tripDate } from '../format.ts';
import { filterQuery, type HomeFilter } from '../list/homeFilter.ts';
import { MonthGrid } from './MonthGrid.tsx';
import { useLocale } from '../useLocale.ts';
import { useStoredChoice } from '../useStoredChoice.ts';
import { useTravelList, type TravelRow, type TravelScope } from '../useTravels.ts';
import { UpcomingTrips } from './UpcomingTrips.tsx';
import { WeekGrid } from './WeekGrid.tsx';

const VIEWS = ['week', 'month'] as const;

/**
 * Painel: the trips of the visible week or month, placed on their departure or return date
 * (the filter's type). One request per window, up to the list limit of the API.
 */
export function TravelCalendar({ filter }: { filter: HomeFilter }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const phone = useMediaQuery('(max-width: 48em)');
  const [view, setView] = useStoredChoice<CalendarView>('rumo.travels.calendarView', VIEWS, 'month');
  const today = todayYmd();
  const [anchor, setAnchor] = useState(today);
  const range = calendarWindow(view, anchor);
  const { scope, type } = filterQuery(filter);
  const list = useTravelList({
    scope,
    type,
    start: range.start,
    end: range.end,
    limit: LIST_LIMIT_MAX,
    offset: 0,
    sortBy: type,
    sortOrder: 'asc',
  });

  const title = view === 'month' ? monthTitle(anchor, locale) : rangeTitle(range.start, range.end, locale);
  const step = (direction: -1 | 1) => setAnchor(shiftAnchor(view, anchor, direction));
  const previous = view === 'week' ? t('travels.calendar.previousWeek') : t('travels.calendar.previousMonth');
  const next = view === 'week' ? t('travels.calendar.nextWeek') : t('travels.calendar.nextMonth');

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} bg="white">
      <Group justify="space-between" mb="md" gap="sm">
        <Group gap="xs">
          <Tooltip label={previous}>
            <ActionIcon variant="default" size="lg" aria-label={previous} onClick={() => step(-1)}>
              <IconChevronLeft size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={next}>
            <ActionIcon variant="default" size="lg" aria-label={next} onClick={() => step(1)}>
              <IconChevronRight size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
          <Button variant="default" onClick={() => setAnchor(today)}>
            {t('travels.calendar.today')}
          </Button>
          <Title order={2} fz={{ base: 'md', sm: 'lg' }} ml={4} aria-live="polite">
            {title}
          </Title>
          {list.isFetching && list.data ? <Loader size="xs" aria-label={t('travels.calendar.loading')} /> : null}
        </Group>
        <SegmentedControl
          aria-label={t('travels.calendar.view')}
          value={view}
          onChange={(value) => setView(value as CalendarView)}
          data={VIEWS.map((value) => ({ value, label: t(`travels.calendar.views.${value}`) }))}
        />
      </Group>
      <DataLoader query={list}>
        {(data) => <CalendarBody rows={data.results} view={view} anchor={anchor} phone={Boolean(phone)} type={type} scope={scope} title={title} />}
      </DataLoader>
    </Paper>
  );
}

interface CalendarBodyProps {
  rows: TravelRow[];
  view: CalendarView;
  anchor: string;
  phone: boolean;
  type: 'going' | 'back';
  scope: TravelScope;
  title: string;
}

function CalendarBody({ rows, view, anchor, phone, type, scope, title }: CalendarBodyProps) {
  const { t } = useTranslation();
  const { days } = calendarWindow(view, anchor);
  const byDay = useMemo(() => {
    const map = new Map<string, TravelRow[]>();
    for (const row of rows) {
      const day = tripDate(type === 'back' ? row.back : row.going);
      map.set(day, [...(map.get(day) ?? []), row]);
    }
    return map;
  }, [rows, type]);
  const month = view === 'month' ? anchor.slice(0, 7) : undefined;
  const props = { days, byDay, today: todayYmd(), month, label: title };
  const visible = rows.some((row) => days.includes(tripDate(type === 'back' ? row.back : row.going)));

  return (
    <Box>
      {!visible ? (
        <>
          <Text size="sm" c="dimmed" mb="sm" role="status">
            {type === 'back' ? t('travels.calendar.emptyWindowBack') : t('travels.calendar.emptyWindowGoing')}
          </Text>
          <UpcomingTrips scope={scope} type={type} today={props.today} />
        </>
      ) : null}
      {phone ? <AgendaList {...props} /> : view === 'month' ? <MonthGrid {...props} /> : <WeekGrid {...props} />}
    </Box>
  );
}
