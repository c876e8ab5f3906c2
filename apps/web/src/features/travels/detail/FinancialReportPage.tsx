import type { ReactNode } from 'react';
import { Anchor, Button, Divider, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DataLoader } from '../../../components/DataLoader.tsx';
import { CurrencyTotalsTable, ItemsTable, PaymentsTable, TotalsSummary } from '../../financial/FinancialTables.tsx';
import { rateCurrencies } from '../../financial/RatesForm.tsx';
import { useFinancialReport, type FinancialReport } from '../../financial/useFinancial.ts';
import { dateBR, fullName, instantDateTime } from '../format.ts';
import classes from './pdf.module.css';

/** /viagem/{customer}/{id}/relatorio-financeiro: the trip's financial report to print (bare template). */
export function FinancialReportPage() {
  const { id } = useParams();
  const report = useFinancialReport(Number(id));
  return <DataLoader query={report}>{(data) => <PrintableReport report={data} />}</DataLoader>;
}

function PrintableReport({ report }: { report: FinancialReport }) {
  const { t } = useTranslation();
  useDocumentTitle(`${t('vouchers.report.title')} · ${report.travel.name}`);
  const rates = rateCurrencies(report);
  return (
    <>
      <Group justify="space-between" mb="md" className={classes.noPrint}>
        <Anchor component={Link} to={`/viagem/${report.travel.customer.id}/${report.travel.id}`} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden="true" />
            {t('vouchers.report.back')}
          </Group>
        </Anchor>
        <Button leftSection={<IconPrinter size={16} aria-hidden="true" />} onClick={() => window.print()}>
          {t('vouchers.report.print')}
        </Button>
      </Group>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} className={classes.sheet}>
        <Group gap="sm" mb="lg">
          {report.agency.logo ? <Image src={report.agency.logo} alt="" h={48} w="auto" fit="contain" /> : null}
          <Text fw={700} size="lg">
            {report.agency.name}
          </Text>
        </Group>
        <Text size="sm" c="dimmed" tt="uppercase" fw={600}>
          {t('vouchers.report.title')}
        </Text>
        <Title order={1} fz={28} mb={4}>
          {report.travel.name}
        </Title>
        <Stack gap={2} mb="md">
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              {t('vouchers.report.customer')}:{' '}
            </Text>
            {fullName(report.travel.customer)}
          </Text>
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              {t('vouchers.report.period')}:{' '}
            </Text>
            {dateBR(report.travel.going)} – {dateBR(report.travel.back)}
          </Text>
          {rates.length ? (
            <Text size="sm">
              <Text span c="dimmed" size="sm">
                {t('vouchers.financial.rates')}:{' '}
              </Text>
              {rates
                .map((code) => (report.exchange_rates[code] ? `1 ${code} = R$ ${report.exchange_rates[code]!.replace('.', ',')}` : `${code}: ${t('vouchers.financial.rateMissing')}`))
                .join(' · ')}
            </Text>
          ) : null}
        </Stack>
        {report.missing_rates.length ? (
          <Text size="sm" c="yellow.9" fw={600} mb="sm">
            {t('vouchers.financial.missingWarning', { currencies: report.missing_rates.join(', ') })}
          </Text>
        ) : null}

        <ReportSection title={t('vouchers.financial.items')}>
          <ItemsTable report={report} />
        </ReportSection>
        <ReportSection title={t('vouchers.financial.totals')}>
          <TotalsSummary report={report} />
        </ReportSection>
        <ReportSection title={t('vouchers.financial.byCurrency')}>
          <CurrencyTotalsTable report={report} />
        </ReportSection>
        <ReportSection title={t('vouchers.payments.heading')}>
          <PaymentsTable report={report} />
        </ReportSection>
        {report.notes ? (
          <ReportSection title={t('vouchers.financial.notes')}>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {report.notes}
            </Text>
          </ReportSection>
        ) : null}
        <Divider my="lg" />
        <Text size="xs" c="dimmed" ta="center">
          {t('vouchers.report.generated', { date: instantDateTime(new Date().toISOString()) })} · {report.agency.name}
        </Text>
      </Paper>
    </>
  );
}

function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={classes.day}>
      <Title order={2} fz="lg" mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}
