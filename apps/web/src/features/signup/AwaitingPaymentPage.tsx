import { Loader, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';

/** The account is re-read while this page is open; a change to paid goes home (see SessionRoot). */
export function AwaitingPaymentPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.awaitingPayment.title')} />
      <Paper withBorder radius="lg" bg="white">
        <EmptyState description={t('pages.awaitingPayment.text')} icon={<Loader size="sm" aria-hidden="true" />} />
      </Paper>
    </>
  );
}
