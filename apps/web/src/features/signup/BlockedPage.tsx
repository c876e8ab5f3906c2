import { Paper } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';

export function BlockedPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.blocked.title')} />
      <Paper withBorder radius="lg" bg="white">
        <EmptyState description={t('errors.blocked')} icon={<IconLock aria-hidden="true" />} />
      </Paper>
    </>
  );
}
