import { Paper, Stack, Title } from '@mantine/core';
import { IconPlaneOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { BookingSummary } from './BookingSummary.tsx';
import { CopyItineraryButton } from './CopyItineraryButton.tsx';
import { OtherSegments, UnreadLines } from './DecodeExtras.tsx';
import { DoubtNote } from './DoubtNote.tsx';
import { SegmentTimeline } from './SegmentTimeline.tsx';
import type { DecodeResult } from './types.ts';

/** Everything the public decoder read from one text. */
export function DecodeResultView({ result }: { result: DecodeResult }) {
  const { t } = useTranslation();
  const hasFlights = result.segments.length > 0;
  const nothing = !hasFlights && result.other_segments.length === 0;
  return (
    <Stack gap="lg">
      {nothing ? null : (
        <BookingSummary result={result} actions={hasFlights ? <CopyItineraryButton result={result} /> : null} />
      )}
      {hasFlights ? (
        <section aria-labelledby="pnr-flights">
          <Title order={2} fz="lg" mb="sm" id="pnr-flights">
            {t('pnr.segments.heading')} ({result.segments.length})
          </Title>
          <SegmentTimeline segments={result.segments} renderNote={(segment) => <DoubtNote segment={segment} />} />
        </section>
      ) : (
        <Paper withBorder radius="lg" bg="white">
          <EmptyState
            title={t('pnr.notFound.title')}
            description={t('pnr.notFound.text')}
            icon={<IconPlaneOff aria-hidden="true" />}
          />
        </Paper>
      )}
      <OtherSegments items={result.other_segments} />
      <UnreadLines lines={result.unread} />
    </Stack>
  );
}
