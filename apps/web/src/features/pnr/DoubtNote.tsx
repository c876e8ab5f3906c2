import { Group, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { readLocale } from '../../app/locale.ts';
import type { Segment } from './types.ts';

/**
 * Under a flight the decoder lists but does not claim: the text gives another version of the same
 * leg (segment.doubt says so in the reader's language), so the agent chooses.
 */
export function DoubtNote({ segment }: { segment: Segment }) {
  if (!segment.doubt) return null;
  return (
    <Group gap={6} wrap="nowrap" mt="sm" align="flex-start">
      <IconAlertCircle
        size={16}
        aria-hidden="true"
        color="var(--mantine-color-orange-8)"
        style={{ flexShrink: 0, marginTop: 2 }}
      />
      <Text size="sm">{segment.doubt[readLocale()]}</Text>
    </Group>
  );
}
