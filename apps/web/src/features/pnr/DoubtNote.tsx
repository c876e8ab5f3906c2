import { IconAlertCircle } from '@tabler/icons-react';
import { readLocale } from '../../app/locale.ts';
import { SegmentNote } from './SegmentNote.tsx';
import type { Segment } from './types.ts';

/**
 * Under a flight the decoder lists but does not claim: the text gives another version of the same
 * leg (segment.doubt says so in the reader's language), so the agent chooses.
 */
export function DoubtNote({ segment }: { segment: Segment }) {
  if (!segment.doubt) return null;
  return (
    <SegmentNote icon={IconAlertCircle} color="orange.8">
      {segment.doubt[readLocale()]}
    </SegmentNote>
  );
}
