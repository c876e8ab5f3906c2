import { Avatar, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconCalendarEvent, IconPlaneDeparture, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { tripDays } from '@rumo/core';
import { fullName, initials, wallTime } from '../format.ts';
import type { TravelRow } from '../useTravels.ts';
import classes from '../calendar/calendar.module.css';
import { agencyZone } from '../../../app/agencyZone.ts';

/** An unchecked checklist item highlights the trip (spec 2). */
export const hasPendingTasks = (travel: Pick<TravelRow, 'check_list'>) => travel.check_list.some((task) => !task.checked);

export const travelPath = (travel: { id: number; customer: { id: number } }) => `/viagem/${travel.customer.id}/${travel.id}`;

/**
 * A trip on the calendar: customer picture and name, trip name, days, flight time and people.
 * The whole card is the link to the trip.
 */
export function TravelCard({ travel }: { travel: TravelRow }) {
  const { t } = useTranslation();
  const pending = hasPendingTasks(travel);
  const days = tripDays(travel.going, travel.back, agencyZone());
  const flight = wallTime(travel.flight);
  return (
    <Link to={travelPath(travel)} className={classes.card} data-pending={pending || undefined}>
      <Group gap={6} wrap="nowrap">
        <Avatar src={travel.customer.picture} alt="" size={22} radius="xl" color="rumo">
          <Text span fz={9} fw={700}>
            {initials(travel.customer)}
          </Text>
        </Avatar>
        <Text size="sm" fw={600} truncate="end" style={{ flex: 1, minWidth: 0 }}>
          {fullName(travel.customer)}
        </Text>
        {pending ? (
          <IconAlertTriangle size={16} className={classes.pending} role="img" aria-label={t('travels.card.pendingTasks')} />
        ) : null}
      </Group>
      <Text size="xs" fw={500} truncate="end">
        {travel.name}
      </Text>
      <div className={classes.meta}>
        <span>
          <IconCalendarEvent size={13} aria-hidden="true" />
          {t('travels.card.days', { count: days })}
        </span>
        {flight ? (
          <span>
            <IconPlaneDeparture size={13} aria-hidden="true" />
            <VisuallyHidden>{t('travels.card.flightLabel')}</VisuallyHidden>
            {flight}
          </span>
        ) : null}
        <span>
          <IconUsers size={13} aria-hidden="true" />
          <VisuallyHidden>{t('travels.card.people', { count: travel.amount_of_people })}</VisuallyHidden>
          <span aria-hidden="true">{travel.amount_of_people}</span>
        </span>
      </div>
    </Link>
  );
}
