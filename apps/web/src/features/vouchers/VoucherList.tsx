import { useState } from 'react';
import { ActionIcon, Anchor, Box, Group, Image, Modal, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconDownload, IconExternalLink, IconFileTypePdf, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../components/confirmDelete.tsx';
import { notify } from '../../components/notify.ts';
import { dateBR } from '../travels/format.ts';
import { trailTitle } from '../travels/trailFacts.ts';
import { trailIcon, trailTypeLabel } from '../travels/trailIcons.tsx';
import { useLocale } from '../travels/useLocale.ts';
import type { Travel } from '../travels/useTravels.ts';
import { formatBytes } from '../../components/formatBytes.ts';
import { useDeleteVoucher, type Voucher } from './useVouchers.ts';

interface TrailGroup {
  trailId: number;
  label: string;
  type: Voucher['trail']['type'];
  date: string | null;
  vouchers: Voucher[];
}

/** Vouchers grouped by itinerary item, in the itinerary's order. */
function groupByTrail(travel: Travel, vouchers: Voucher[], label: (type: Voucher['trail']['type'], title: string) => string): TrailGroup[] {
  const order = new Map(travel.trails.map((trail, index) => [trail.id, index]));
  const groups = new Map<number, TrailGroup>();
  for (const voucher of vouchers) {
    let group = groups.get(voucher.trail_id);
    if (!group) {
      const trail = travel.trails.find((item) => item.id === voucher.trail_id);
      group = {
        trailId: voucher.trail_id,
        label: label(voucher.trail.type, trail ? trailTitle(trail) : voucher.trail.description),
        type: voucher.trail.type,
        date: voucher.trail.date,
        vouchers: [],
      };
      groups.set(voucher.trail_id, group);
    }
    group.vouchers.push(voucher);
  }
  return [...groups.values()].sort((a, b) => (order.get(a.trailId) ?? 1e9) - (order.get(b.trailId) ?? 1e9));
}

export const isPdf = (mime: string) => mime === 'application/pdf';

/** The trip's vouchers by item: preview, open, download and delete. */
export function VoucherList({ travel, vouchers }: { travel: Travel; vouchers: Voucher[] }) {
  const locale = useLocale();
  const [previewing, setPreviewing] = useState<Voucher | null>(null);
  const groups = groupByTrail(travel, vouchers, (type, title) => `${trailTypeLabel(type, locale)}: ${title}`);
  return (
    <Stack gap="lg">
      {groups.map((group) => {
        const Icon = trailIcon(group.type);
        return (
          <section key={group.trailId} aria-label={group.label}>
            <Group gap="xs" mb="xs" wrap="nowrap">
              <Icon size={18} aria-hidden="true" style={{ flex: 'none' }} />
              <Title order={3} fz="sm" fw={700}>
                {group.label}
              </Title>
              {group.date ? (
                <Text size="sm" c="dimmed">
                  {dateBR(group.date)}
                </Text>
              ) : null}
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {group.vouchers.map((voucher) => (
                <VoucherCard key={voucher.id} voucher={voucher} travelId={travel.id} onPreview={() => setPreviewing(voucher)} />
              ))}
            </SimpleGrid>
          </section>
        );
      })}
      <PreviewModal voucher={previewing} onClose={() => setPreviewing(null)} />
    </Stack>
  );
}

function VoucherCard({ voucher, travelId, onPreview }: { voucher: Voucher; travelId: number; onPreview: () => void }) {
  const { t, i18n } = useTranslation();
  const remove = useDeleteVoucher(travelId);
  const askDelete = () =>
    confirmDelete({
      name: voucher.file_name,
      onConfirm: () =>
        remove.mutateAsync(voucher.id).then(
          () => notify.success(t('vouchers.list.deleted')),
          (error: unknown) => notify.failure(error),
        ),
    });
  return (
    <Paper component="li" withBorder radius="md" p="xs">
      <UnstyledButton onClick={onPreview} aria-label={t('vouchers.list.preview', { name: voucher.file_name })} w="100%">
        <Box h={120} bg="gray.0" style={{ borderRadius: 6, overflow: 'hidden', display: 'grid', placeItems: 'center' }}>
          {isPdf(voucher.mime) ? (
            <Stack align="center" gap={2}>
              <IconFileTypePdf size={44} aria-hidden="true" color="var(--mantine-color-red-8)" />
              <Text size="xs" fw={700} c="red.9">
                {t('vouchers.list.pdf')}
              </Text>
            </Stack>
          ) : (
            <Image src={voucher.url} alt="" h={120} w="100%" fit="cover" loading="lazy" />
          )}
        </Box>
      </UnstyledButton>
      <Group gap="xs" mt="xs" wrap="nowrap" justify="space-between">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} truncate="end" title={voucher.file_name}>
            {voucher.file_name}
          </Text>
          <Text size="xs" c="dimmed">
            {formatBytes(voucher.size, i18n.language)}
          </Text>
        </div>
        <Group gap={2} wrap="nowrap">
          <ActionIcon component="a" href={voucher.url} target="_blank" rel="noopener noreferrer" variant="subtle" color="gray" aria-label={`${t('vouchers.list.open')}: ${voucher.file_name}`}>
            <IconExternalLink size={16} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon component="a" href={voucher.url} download={voucher.file_name} variant="subtle" color="gray" aria-label={`${t('vouchers.list.download')}: ${voucher.file_name}`}>
            <IconDownload size={16} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red.9" onClick={askDelete} aria-label={t('vouchers.list.delete', { name: voucher.file_name })}>
            <IconTrash size={16} aria-hidden="true" />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}

function PreviewModal({ voucher, onClose }: { voucher: Voucher | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={voucher !== null}
      onClose={onClose}
      size="xl"
      title={voucher ? t('vouchers.list.previewTitle', { name: voucher.file_name }) : ''}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {voucher ? (
        <Stack gap="sm">
          {isPdf(voucher.mime) ? (
            <iframe src={voucher.url} title={voucher.file_name} style={{ width: '100%', height: '70vh', border: 0 }} />
          ) : (
            <Image src={voucher.url} alt={voucher.file_name} mah="70vh" fit="contain" />
          )}
          <Group justify="flex-end" gap="md">
            <Anchor href={voucher.url} target="_blank" rel="noopener noreferrer" size="sm">
              {t('vouchers.list.open')}
            </Anchor>
            <Anchor href={voucher.url} download={voucher.file_name} size="sm">
              {t('vouchers.list.download')}
            </Anchor>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
