import type { ReactNode } from 'react';
import { Badge, Box, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCalendar, IconPlaneInflight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { readLocale } from '../../app/locale.ts';
import { clock, dayOffsetMark, dayOffsetText, flightCode, formatDuration, formatSegmentDate } from './format.ts';
import { statusTone } from './status.ts';
import type { Segment } from './types.ts';
import classes from './pnr.module.css';

/** The tint carries the colour; the text stays dark, since the tones' own shades miss 4.5:1 on their tint. */
const darkBadgeText = () => ({ root: { '--badge-color': 'var(--mantine-color-dark-8)' } });

export interface SegmentCardProps {
  segment: Segment;
  titleOrder: 3 | 4;
  /** Shown before the flight's title (the import dialog's checkbox). */
  control?: ReactNode;
  /** Shown under the flight (why it cannot be imported). */
  note?: ReactNode;
}

/** One flight: airline and number, date, status, departure → arrival, and the details the text gave. */
export function SegmentCard({ segment, titleOrder, control, note }: SegmentCardProps) {
  const { t } = useTranslation();
  const locale = readLocale();
  const details: { label: string; value: string }[] = [];
  if (segment.class) details.push({ label: t('pnr.segments.class'), value: segment.class });
  if (segment.equipment) details.push({ label: t('pnr.segments.equipment'), value: segment.equipment });
  if (segment.operated_by) details.push({ label: t('pnr.segments.operatedBy'), value: segment.operated_by });

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} bg="white">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
          {control}
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={titleOrder} fz="md" lh={1.35}>
              {flightCode(segment)}
              {segment.airline_name ? (
                <Text span inherit fw={400} c="dimmed">
                  {' · '}
                  {segment.airline_name}
                </Text>
              ) : null}
            </Title>
            <Group gap={6} wrap="nowrap">
              <IconCalendar size={16} aria-hidden="true" color="var(--mantine-color-dimmed)" />
              <Text size="sm">{formatSegmentDate(segment, locale)}</Text>
            </Group>
          </Stack>
        </Group>
        {segment.status ? <SegmentStatus segment={segment} /> : null}
      </Group>

      <Box className={classes.route} mt="sm">
        <Endpoint
          label={t('pnr.segments.departure')}
          time={segment.dep}
          code={segment.from}
          city={segment.from_city}
          airport={segment.from_name}
          terminal={segment.terminal_dep}
        />
        <div className={classes.leg}>
          <div className={classes.legTrack}>
            <span className={classes.legLine} />
            <IconPlaneInflight size={20} aria-hidden="true" color="var(--mantine-color-rumo-7)" />
            <span className={classes.legLine} />
          </div>
          {segment.duration_minutes ? (
            <Text size="xs" c="dimmed" ta="center">
              <VisuallyHidden>{t('pnr.segments.duration')}: </VisuallyHidden>
              {formatDuration(segment.duration_minutes, t)}
            </Text>
          ) : null}
        </div>
        <Endpoint
          label={t('pnr.segments.arrival')}
          time={segment.arr}
          dayOffset={segment.arr_day_offset}
          code={segment.to}
          city={segment.to_city}
          airport={segment.to_name}
          terminal={segment.terminal_arr}
          end
        />
      </Box>

      {details.length > 0 ? (
        <Group gap="xs" mt="sm" className={classes.details}>
          {details.map((detail) => (
            <Text key={detail.label} size="sm">
              <Text span inherit c="dimmed">
                {detail.label}
              </Text>{' '}
              {detail.value}
            </Text>
          ))}
        </Group>
      ) : null}
      {note}
    </Paper>
  );
}

function SegmentStatus({ segment }: { segment: Segment }) {
  const { t } = useTranslation();
  const meaning = segment.status_text?.[readLocale()] ?? t('pnr.segments.unknownStatus');
  return (
    <Group gap={6} wrap="nowrap">
      <VisuallyHidden>{t('pnr.segments.status')}: </VisuallyHidden>
      <Badge
        color={statusTone(segment.status)}
        variant="light"
        radius="sm"
        className={classes.statusCode}
        vars={darkBadgeText}
      >
        {segment.status}
      </Badge>
      <Text size="sm" fw={500}>
        {meaning}
      </Text>
    </Group>
  );
}

interface EndpointProps {
  label: string;
  time: string | null;
  dayOffset?: number | null;
  code: string;
  city: string | null;
  airport: string | null;
  terminal: string | null;
  /** The arrival side, aligned to the end. */
  end?: boolean;
}

function Endpoint({ label, time, dayOffset, code, city, airport, terminal, end }: EndpointProps) {
  const { t } = useTranslation();
  return (
    <div className={end ? `${classes.endpoint} ${classes.endpointEnd}` : classes.endpoint}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      {time ? (
        <Group gap={6} align="center" wrap="nowrap">
          <Text fz={{ base: 20, sm: 24 }} fw={700} lh={1.25}>
            {clock(time)}
          </Text>
          {dayOffset ? (
            <Badge
              color="orange"
              variant="light"
              size="sm"
              radius="sm"
              title={dayOffsetText(dayOffset, t)}
              vars={darkBadgeText}
            >
              <span aria-hidden="true">{dayOffsetMark(dayOffset)}</span>
              <VisuallyHidden>{dayOffsetText(dayOffset, t)}</VisuallyHidden>
            </Badge>
          ) : null}
        </Group>
      ) : (
        <Text size="sm" c="dimmed" lh={1.8}>
          {t('pnr.segments.noTime')}
        </Text>
      )}
      <Text fw={700} className={classes.wrap}>
        {code}
        {city ? (
          <Text span inherit fw={400}>
            {' '}
            {city}
          </Text>
        ) : null}
      </Text>
      {airport ? (
        <Text size="xs" c="dimmed" className={classes.wrap}>
          {airport}
        </Text>
      ) : null}
      {terminal ? (
        <Text size="xs" mt={2}>
          {t('pnr.segments.terminal')} {terminal}
        </Text>
      ) : null}
    </div>
  );
}
