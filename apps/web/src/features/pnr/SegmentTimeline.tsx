import type { ReactNode } from 'react';
import { Box, Group, Stack, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { connectionMinutes, formatDuration, placeLabel } from './format.ts';
import { SegmentCard } from './SegmentCard.tsx';
import type { Segment } from './types.ts';
import classes from './pnr.module.css';

export interface SegmentTimelineProps {
  segments: Segment[];
  /** Heading level of each flight's title, one below the section's heading. */
  titleOrder?: 3 | 4;
  /** A control before each flight's title (the import dialog's checkbox); `index` is the segment's index. */
  renderControl?: (segment: Segment, index: number) => ReactNode;
  /** A note under each flight (why it cannot be imported). */
  renderNote?: (segment: Segment, index: number) => ReactNode;
}

/** The decoded flights in order, with the time on the ground between connecting ones. */
export function SegmentTimeline({ segments, titleOrder = 3, renderControl, renderNote }: SegmentTimelineProps) {
  const { t } = useTranslation();
  return (
    <Stack component="ol" gap="sm" className={classes.list}>
      {segments.map((segment, index) => {
        const previous = index > 0 ? segments[index - 1] : undefined;
        const connection = previous ? connectionMinutes(previous, segment) : null;
        return (
          <Box component="li" key={index}>
            {connection !== null ? (
              <Group gap={6} wrap="nowrap" px="sm" pb="sm">
                <IconClockHour4 size={16} aria-hidden="true" color="var(--mantine-color-dimmed)" />
                <Text size="sm" c="dimmed">
                  {t('pnr.segments.connection', {
                    place: placeLabel(segment.from_city, segment.from),
                    duration: formatDuration(connection, t),
                  })}
                </Text>
              </Group>
            ) : null}
            <SegmentCard
              segment={segment}
              titleOrder={titleOrder}
              control={renderControl?.(segment, index)}
              note={renderNote?.(segment, index)}
            />
          </Box>
        );
      })}
    </Stack>
  );
}
