import { useState } from 'react';
import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileDownload, IconRoute, IconTicket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataLoader } from '../../components/DataLoader.tsx';
import { downloadFile } from '../../components/downloadFile.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { notify } from '../../components/notify.ts';
import { ShareSection } from '../share/ShareSection.tsx';
import type { Travel } from '../travels/useTravels.ts';
import { useVouchers } from './useVouchers.ts';
import { VoucherList } from './VoucherList.tsx';
import { VoucherUpload } from './VoucherUpload.tsx';

/** Vouchers tab: the files of each itinerary item, their upload, the client's share link and the trip PDF. */
export function TravelVouchers({ travel }: { travel: Travel }) {
  const { t } = useTranslation();
  const vouchers = useVouchers(travel.id);
  const [downloading, setDownloading] = useState(false);

  const downloadPdf = () => {
    setDownloading(true);
    downloadFile(`/travels/${travel.id}/pdf`, { download: 1 }, `${travel.name}.pdf`)
      .then(
        () => notify.success(t('vouchers.share.pdfDone')),
        (error: unknown) => notify.failure(error),
      )
      .finally(() => setDownloading(false));
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <div>
          <Title order={2} fz="lg">
            {t('vouchers.list.heading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('vouchers.list.count', { count: vouchers.data?.length ?? 0 })}
          </Text>
        </div>
        <Button variant="default" leftSection={<IconFileDownload size={16} aria-hidden="true" />} onClick={downloadPdf} loading={downloading}>
          {t('vouchers.share.pdf')}
        </Button>
      </Group>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {travel.trails.length ? (
          <VoucherUpload travel={travel} />
        ) : (
          <EmptyState titleOrder={3} icon={<IconRoute aria-hidden="true" />} title={t('vouchers.list.noItemsTitle')} description={t('vouchers.list.noItemsText')} />
        )}
        <ShareSection travelId={travel.id} />
      </SimpleGrid>

      <DataLoader
        query={vouchers}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState titleOrder={3} icon={<IconTicket aria-hidden="true" />} title={t('vouchers.list.emptyTitle')} description={t('vouchers.list.emptyText')} />}
      >
        {(list) => <VoucherList travel={travel} vouchers={list} />}
      </DataLoader>
    </Stack>
  );
}
