import { useState } from 'react';
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconPlaneArrival } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { readLocale } from '../../app/locale.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { FormModal } from '../../components/FormModal.tsx';
import { notify } from '../../components/notify.ts';
import { UnreadLines } from './DecodeExtras.tsx';
import { DoubtNote } from './DoubtNote.tsx';
import { SegmentNote } from './SegmentNote.tsx';
import { showDecodeError } from './decodeError.ts';
import { flightCode } from './format.ts';
import { PnrFileDrop } from './PnrFileDrop.tsx';
import { PnrTextarea } from './PnrTextarea.tsx';
import { SegmentTimeline } from './SegmentTimeline.tsx';
import { importBlock } from './status.ts';
import type { DecodeResult, Segment } from './types.ts';
import { useTravelPnrDecode, useTravelPnrImport } from './usePnr.ts';

export interface PnrImportDialogProps {
  /** The trip (travel id) the flights join; its dates also place the year of "10MAR" dates. */
  travelId: number;
  opened: boolean;
  /** Closes the dialog: cancel, Escape, and after a successful import. */
  onClose: () => void;
  /**
   * Called once after an import with the ids of the flight trails created, before the dialog
   * closes: refresh the trip's itinerary here.
   */
  onImported: (createdIds: number[]) => void;
}

/**
 * "Importar de uma reserva" for the trip detail page: paste a booking, review the decoded flights
 * (held ones ticked; cancelled, unconfirmed or undated ones disabled with the reason; one the text
 * also gives in another version unticked, with a note), then import
 * the chosen ones as flight items of the trip. Everything resets when the dialog closes.
 */
export function PnrImportDialog({ travelId, opened, onClose, onImported }: PnrImportDialogProps) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} onClose={onClose} title={t('pnr.import.title')} size="xl" fullScreenOnPhone>
      <ImportFlow travelId={travelId} onClose={onClose} onImported={onImported} />
    </FormModal>
  );
}

function ImportFlow({ travelId, onClose, onImported }: Omit<PnrImportDialogProps, 'opened'>) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | null>(null);
  const [preview, setPreview] = useState<DecodeResult | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const decode = useTravelPnrDecode(travelId);
  const importer = useTravelPnrImport(travelId);

  const read = (value = text) => {
    if (!value.trim()) {
      setTextError(t('validation.required'));
      return;
    }
    setTextError(null);
    decode.mutate(value, {
      onSuccess: (result) => {
        setPreview(result);
        // A flight the text gives in another version too is listed unticked: the agent chooses.
        setSelected(
          result.segments.flatMap((segment, index) => (importBlock(segment) || segment.doubt ? [] : [index])),
        );
      },
      onError: (error) => showDecodeError(error, setTextError),
    });
  };

  const submit = () =>
    importer.mutate(
      { text, segments: selected },
      {
        onSuccess: ({ created }) => {
          notify.success(t('pnr.import.success', { count: created.length }));
          onImported(created);
          onClose();
        },
        onError: (error) => notify.danger(error.message),
      },
    );

  const toggle = (index: number, checked: boolean) =>
    setSelected((current) =>
      checked
        ? [...current.filter((i) => i !== index), index].sort((a, b) => a - b)
        : current.filter((i) => i !== index),
    );

  if (!preview) {
    return (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          read();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('pnr.import.intro')}</Text>
          <PnrTextarea
            value={text}
            onChange={(value) => {
              setText(value);
              if (textError) setTextError(null);
            }}
            onSubmit={read}
            error={textError}
            autoFocus
          />
          <PnrFileDrop
            disabled={decode.isPending}
            onText={(value) => {
              setText(value);
              read(value);
            }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={decode.isPending}>
              {t('pnr.import.read')}
            </Button>
          </Group>
        </Stack>
      </form>
    );
  }

  const back = (
    <Button
      variant="default"
      leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
      onClick={() => setPreview(null)}
    >
      {t('pnr.import.back')}
    </Button>
  );

  if (preview.segments.length === 0) {
    return (
      <Stack gap="md">
        <EmptyState
          title={t('pnr.notFound.title')}
          description={t('pnr.notFound.text')}
          titleOrder={3}
          icon={<IconPlaneArrival aria-hidden="true" />}
        />
        <UnreadLines lines={preview.unread} />
        <Group justify="flex-start">{back}</Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm">
        {[preview.locator, preview.passengers.map((p) => p.name).join(', ')].filter(Boolean).join(' · ')}
      </Text>
      <Text size="sm" fw={500}>
        {t('pnr.import.choose')}
      </Text>
      <SegmentTimeline
        segments={preview.segments}
        titleOrder={3}
        renderControl={(segment, index) => (
          <Checkbox
            mt={2}
            aria-label={t('pnr.import.select', { flight: flightCode(segment) })}
            checked={selected.includes(index)}
            disabled={importBlock(segment) !== null}
            onChange={(event) => toggle(index, event.currentTarget.checked)}
          />
        )}
        renderNote={(segment) => <BlockedNote segment={segment} />}
      />
      <UnreadLines lines={preview.unread} />
      <Group justify="space-between" gap="sm">
        {back}
        <Button onClick={submit} loading={importer.isPending} disabled={selected.length === 0}>
          {t('pnr.import.submit', { count: selected.length })}
        </Button>
      </Group>
    </Stack>
  );
}

function BlockedNote({ segment }: { segment: Segment }) {
  const { t } = useTranslation();
  const block = importBlock(segment);
  if (!block) return <DoubtNote segment={segment} />;
  const message =
    block.reason === 'noDeparture'
      ? t('pnr.import.noDeparture')
      : block.reason === 'departed'
        ? t('pnr.import.departed')
        : t('pnr.import.notHeld', {
            status: block.status,
            meaning: segment.status_text?.[readLocale()] ?? t('pnr.segments.unknownStatus'),
          });
  return (
    <SegmentNote icon={IconAlertTriangle} color="red.9" tint>
      {message}
    </SegmentNote>
  );
}
