import { useRef, useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Group, Input, Paper, Progress, Select, Stack, Text, Title } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconFile, IconFileTypePdf, IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../components/notify.ts';
import { trailTitle } from '../travels/trailFacts.ts';
import { trailTypeLabel } from '../travels/trailIcons.tsx';
import { useLocale } from '../travels/useLocale.ts';
import type { Travel } from '../travels/useTravels.ts';
import { DropArea } from './DropArea.tsx';
import { formatBytes } from '../../components/formatBytes.ts';
import { uploadVoucher, vouchersKey } from './useVouchers.ts';
import { checkVoucherFile, VOUCHER_ACCEPT, VOUCHER_MAX_BYTES, VOUCHER_MAX_FILES } from './voucherFile.ts';

const ACCEPT_ATTRIBUTE = Object.entries(VOUCHER_ACCEPT).flatMap(([mime, extensions]) => [mime, ...extensions]).join(',');

function FileIcon({ type }: { type: string }) {
  if (type === 'application/pdf') return <IconFileTypePdf size={22} aria-hidden="true" color="var(--mantine-color-red-8)" />;
  if (type.startsWith('image/')) return <IconPhoto size={22} aria-hidden="true" color="var(--mantine-color-rumo-7)" />;
  return <IconFile size={22} aria-hidden="true" />;
}

type Status = 'waiting' | 'sending' | 'done' | 'failed';

interface Entry {
  key: string;
  file: File;
  status: Status;
  percent: number;
  error?: string;
}

interface Rejected {
  name: string;
  message: string;
}

/**
 * Upload of up to five vouchers to one itinerary item: each file checked here (type by declared
 * type and first bytes, 10 MB), then sent on its own with its own progress bar and server message.
 * When every file has finished, the list reloads (spec 4).
 */
export function VoucherUpload({ travel }: { travel: Travel }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const queryClient = useQueryClient();
  const [trailId, setTrailId] = useState<string | null>(travel.trails.length === 1 ? String(travel.trails[0]!.id) : null);
  const [trailError, setTrailError] = useState<string | null>(null);
  const [entries, setEntries] = useState<Entry[]>([]);
  const [rejected, setRejected] = useState<Rejected[]>([]);
  const [tooMany, setTooMany] = useState(false);
  const counter = useRef(0);
  const uploading = entries.some((entry) => entry.status === 'sending');

  const options = travel.trails.map((trail) => ({
    value: String(trail.id),
    label: `${trailTypeLabel(trail.type, locale)}: ${trailTitle(trail) || '—'}`,
  }));

  const take = async (files: File[]) => {
    const room = VOUCHER_MAX_FILES - entries.filter((entry) => entry.status !== 'done').length;
    setTooMany(files.length > room);
    const checked = await Promise.all(files.slice(0, Math.max(room, 0)).map(async (file) => ({ file, error: await checkVoucherFile(file) })));
    setRejected(checked.filter((c) => c.error).map((c) => ({ name: c.file.name, message: t(c.error!) })));
    const accepted = checked.filter((c) => !c.error).map((c) => ({ key: `f${counter.current++}`, file: c.file, status: 'waiting' as const, percent: 0 }));
    setEntries((current) => [...current.filter((entry) => entry.status !== 'done'), ...accepted]);
  };

  const patch = (key: string, change: Partial<Entry>) =>
    setEntries((current) => current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));

  const send = async () => {
    if (!trailId) {
      setTrailError(t('vouchers.upload.itemRequired'));
      return;
    }
    const batch = entries.filter((entry) => entry.status === 'waiting' || entry.status === 'failed');
    if (!batch.length) return;
    let uploaded = 0;
    let finished = 0;
    await new Promise<void>((resolve) => {
      for (const entry of batch) {
        patch(entry.key, { status: 'sending', percent: 0, error: undefined });
        uploadVoucher(Number(trailId), entry.file, (percent) => patch(entry.key, { percent }))
          .then(
            () => {
              uploaded++;
              patch(entry.key, { status: 'done', percent: 100 });
            },
            (error: unknown) => patch(entry.key, { status: 'failed', error: error instanceof Error ? error.message : t('errors.generic') }),
          )
          .finally(() => {
            // Reload once, when the count of finished uploads reaches the number of files.
            if (++finished === batch.length) resolve();
          });
      }
    });
    await queryClient.invalidateQueries({ queryKey: vouchersKey(travel.id) });
    if (uploaded === batch.length) {
      notify.success(t('vouchers.upload.finished'));
      setEntries((current) => current.filter((entry) => entry.status !== 'done'));
    } else notify.warning(t('vouchers.upload.someFailed'));
  };

  const pending = entries.filter((entry) => entry.status !== 'done').length;
  const done = entries.filter((entry) => entry.status === 'done').length;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`${id}-heading`}>
      <Title order={3} fz="md" mb="sm" id={`${id}-heading`}>
        {t('vouchers.upload.heading')}
      </Title>
      <Stack gap="sm">
        <Select
          label={t('vouchers.upload.item')}
          placeholder={t('vouchers.upload.itemPlaceholder')}
          data={options}
          value={trailId}
          onChange={(value) => {
            setTrailId(value);
            setTrailError(null);
          }}
          error={trailError}
          required
          searchable
          disabled={uploading}
          comboboxProps={{ withinPortal: true }}
        />
        <Input.Wrapper label={t('vouchers.upload.dropLabel')} labelElement="div" labelProps={{ id: `${id}-label` }}>
          <DropArea
            title={t('vouchers.upload.dropTitle')}
            hint={t('vouchers.upload.dropHint', { size: formatBytes(VOUCHER_MAX_BYTES, i18n.language), max: VOUCHER_MAX_FILES })}
            button={t('vouchers.upload.choose')}
            accept={ACCEPT_ATTRIBUTE}
            disabled={uploading}
            onFiles={(files) => void take(files)}
            labelledBy={`${id}-label`}
          />
        </Input.Wrapper>

        {tooMany || rejected.length ? (
          <Alert color="red" variant="light" role="alert" title={t('vouchers.upload.rejected')}>
            <Stack gap={4}>
              {tooMany ? <Text size="sm">{t('validation.voucherTooMany', { max: VOUCHER_MAX_FILES })}</Text> : null}
              {rejected.map((item, index) => (
                <Text size="sm" key={`${item.name}-${index}`}>
                  <Text span fw={600} size="sm">
                    {item.name}
                  </Text>
                  : {item.message}
                </Text>
              ))}
            </Stack>
          </Alert>
        ) : null}

        {entries.length ? (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('vouchers.upload.summary', { done, total: entries.length })}>
            {entries.map((entry) => (
              <UploadRow key={entry.key} entry={entry} onRemove={() => setEntries((c) => c.filter((e) => e.key !== entry.key))} />
            ))}
          </Stack>
        ) : null}

        <Group justify="flex-end" gap="xs">
          {pending && !uploading ? (
            <Button variant="default" onClick={() => setEntries([])}>
              {t('vouchers.upload.clear')}
            </Button>
          ) : null}
          <Button leftSection={<IconUpload size={16} aria-hidden="true" />} onClick={() => void send()} disabled={!pending} loading={uploading}>
            {t('vouchers.upload.submit', { count: pending })}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function UploadRow({ entry, onRemove }: { entry: Entry; onRemove: () => void }) {
  const { t, i18n } = useTranslation();
  const color = { waiting: 'gray.7', sending: 'blue.9', done: 'rumo.9', failed: 'red.9' }[entry.status];
  const label = {
    waiting: t('vouchers.upload.waiting'),
    sending: t('vouchers.upload.sending', { percent: entry.percent }),
    done: t('vouchers.upload.done'),
    failed: t('vouchers.upload.failed'),
  }[entry.status];
  return (
    <Paper component="li" withBorder radius="md" px="sm" py={8}>
      <Group gap="sm" wrap="nowrap">
        <FileIcon type={entry.file.type} />
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={500} truncate="end">
            {entry.file.name}
          </Text>
          <Text size="xs" c="dimmed">
            {formatBytes(entry.file.size, i18n.language)}
          </Text>
        </div>
        <Badge color={color} variant="filled" style={{ flex: 'none' }}>
          {label}
        </Badge>
        {entry.status === 'waiting' || entry.status === 'failed' ? (
          <ActionIcon variant="subtle" color="gray" aria-label={t('vouchers.upload.remove', { name: entry.file.name })} onClick={onRemove}>
            <IconX size={16} aria-hidden="true" />
          </ActionIcon>
        ) : null}
      </Group>
      {entry.status !== 'waiting' ? (
        <Progress
          mt={8}
          value={entry.percent}
          size="sm"
          color={entry.status === 'failed' ? 'red' : entry.status === 'done' ? 'green' : undefined}
          animated={entry.status === 'sending'}
          aria-label={t('vouchers.upload.progress', { name: entry.file.name, percent: entry.percent })}
        />
      ) : null}
      {entry.error ? (
        <Text size="sm" c="red.8" mt={4} role="alert">
          {entry.error}
        </Text>
      ) : null}
    </Paper>
  );
}
