import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconAlertTriangle, IconFileSpreadsheet, IconPlus, IconPrinter, IconReportMoney } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../components/confirmDelete.tsx';
import { DataLoader } from '../../components/DataLoader.tsx';
import { downloadFile } from '../../components/downloadFile.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { notify } from '../../components/notify.ts';
import { dateBR, instantDateTime } from '../travels/format.ts';
import type { Travel } from '../travels/useTravels.ts';
import { CurrencyTotalsTable, ItemsTable, money, PaymentsTable, TotalsSummary } from './FinancialTables.tsx';
import { PackageForm } from './PackageForm.tsx';
import { PaymentFormModal } from './PaymentFormModal.tsx';
import { RatesForm } from './RatesForm.tsx';
import { useDeletePayment, useFinancialReport, type FinancialReport, type TravelPayment } from './useFinancial.ts';

/** Financeiro tab: items' cost and sale, exchange rates, package price, totals, payments and exports. */
export function TravelFinancial({ travel }: { travel: Travel }) {
  const report = useFinancialReport(travel.id);
  return <DataLoader query={report}>{(data) => <FinancialScreen report={data} customerId={travel.customer_id} />}</DataLoader>;
}


function Section({ title, children, actions }: { title: ReactNode; children: ReactNode; actions?: ReactNode }) {
  const id = useId();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={3} fz="md" id={id}>
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}

function FinancialScreen({ report, customerId }: { report: FinancialReport; customerId: number }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [exporting, setExporting] = useState(false);
  const remove = useDeletePayment(report.travel.id);
  // The forms start from the saved values; a new answer of the server starts them again.
  const formKey = `${report.updated_at ?? ''}|${JSON.stringify(report.exchange_rates)}`;

  const exportXlsx = () => {
    setExporting(true);
    downloadFile(`/travels/financial/${report.travel.id}/export`, {}, `financeiro-${report.travel.id}.xlsx`)
      .then(
        () => notify.success(t('vouchers.financial.exported')),
        (error: unknown) => notify.failure(error),
      )
      .finally(() => setExporting(false));
  };

  const askDelete = (payment: TravelPayment) =>
    confirmDelete({
      name: t('vouchers.payments.deleteName', { amount: money(payment.amount, payment.currency), date: dateBR(payment.paid_at) }),
      onConfirm: () =>
        remove.mutateAsync(payment.id).then(
          () => notify.success(t('vouchers.payments.deleted')),
          (error: unknown) => notify.failure(error),
        ),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <div>
          <Title order={2} fz="lg">
            {t('vouchers.financial.heading')}
          </Title>
          {report.updated_at ? (
            <Text size="sm" c="dimmed">
              {t('vouchers.financial.updated', { date: instantDateTime(report.updated_at) })}
            </Text>
          ) : null}
        </div>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconFileSpreadsheet size={16} aria-hidden="true" />} onClick={exportXlsx} loading={exporting}>
            {t('vouchers.financial.export')}
          </Button>
          <Button
            variant="default"
            component={Link}
            to={`/viagem/${customerId}/${report.travel.id}/relatorio-financeiro`}
            target="_blank"
            leftSection={<IconPrinter size={16} aria-hidden="true" />}
          >
            {t('vouchers.financial.print')}
          </Button>
        </Group>
      </Group>

      {report.missing_rates.length ? (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden="true" />}
          title={t('vouchers.financial.rateMissing')}
          styles={{ title: { color: 'var(--mantine-color-dark-8)' }, message: { color: 'var(--mantine-color-dark-8)' } }}
        >
          {t('vouchers.financial.missingWarning', { currencies: report.missing_rates.join(', ') })}
        </Alert>
      ) : null}

      <Section title={t('vouchers.financial.items')}>
        {report.items.length ? (
          <ItemsTable report={report} />
        ) : (
          <EmptyState titleOrder={4} icon={<IconReportMoney aria-hidden="true" />} title={t('vouchers.financial.emptyTitle')} description={t('vouchers.financial.emptyText')} />
        )}
      </Section>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {Object.keys(report.exchange_rates).length || report.missing_rates.length ? (
          <Section title={t('vouchers.financial.rates')}>
            <RatesForm key={formKey} report={report} />
          </Section>
        ) : null}
        <Section title={t('vouchers.financial.package')}>
          <PackageForm key={formKey} report={report} />
        </Section>
      </SimpleGrid>

      <Section title={t('vouchers.financial.totals')}>
        <TotalsSummary report={report} />
      </Section>

      {report.currencies.length ? (
        <Section title={t('vouchers.financial.byCurrency')}>
          <CurrencyTotalsTable report={report} />
        </Section>
      ) : null}

      <Section
        title={t('vouchers.payments.heading')}
        actions={
          <Button size="sm" leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setAdding(true)}>
            {t('vouchers.payments.add')}
          </Button>
        }
      >
        <PaymentsTable report={report} onDelete={askDelete} />
      </Section>
      <PaymentFormModal report={report} opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
