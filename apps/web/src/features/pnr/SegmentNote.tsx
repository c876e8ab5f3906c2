import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

export interface SegmentNoteProps {
  icon: Icon;
  /** Mantine colour of the icon, e.g. 'orange.8'; the text takes it too when `tint` is set. */
  color: string;
  tint?: boolean;
  children: ReactNode;
}

/** One line of explanation under a flight in a segment list: an icon, then the text. */
export function SegmentNote({ icon: NoteIcon, color, tint = false, children }: SegmentNoteProps) {
  const [name, shade] = color.split('.');
  return (
    <Group gap={6} wrap="nowrap" mt="sm" align="flex-start">
      <NoteIcon
        size={16}
        aria-hidden="true"
        color={`var(--mantine-color-${name}-${shade})`}
        style={{ flexShrink: 0, marginTop: 2 }}
      />
      <Text size="sm" c={tint ? color : undefined}>
        {children}
      </Text>
    </Group>
  );
}
