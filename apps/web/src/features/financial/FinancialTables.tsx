import type { ReactNode } from 'react';
import { ActionIcon, Badge, Box, Paper, SimpleGrid, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCurrency, formatMoney } from '@rumo/core';
import { dateBR } from '../travels/format.ts';
import { trailTypeLabel } from '../travels/trailIcons.tsx';
import { useLocale } from '../travels/useLocale.ts';
import type { FinancialReport, TravelPayment } from './useFinancial.ts';

/**
 * The financial report's tables, shared by the Financeiro tab and the printable page. They show
 * what the server computed, formatted "1.234,56"; no sums are made here.
 */

const DASH = '—';
export const money = (value: string | null | undefined, currency: string) => formatCurrency(value, currency) || DASH;

/** A payment method id of the lookup list ("credit_card") in words, or the text as typed. */
export function usePaymentLabel() {
  const { t } = useTranslation();
  return (method: string | null | undefined) =>
    method ? t(`lookups.payment.${method}` as 'lookups.payment.pix', { defaultValue: method }) : DASH;
}

/**
 * A wide table that scrolls sideways on small screens; the scrolling region takes focus so a
 * keyboard can scroll it (the tables hold no buttons of their own).
 */
function ScrollTable({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    <Box tabIndex={0} role="region" aria-label={label} style={{ overflowX: 'auto' }}>
      <Box miw={minWidth}>{children}</Box>
    </Box>
  );
}

const num = { ta: 'right' as const, style: { whiteSpace: 'nowrap' as const } };

export function ItemsTable({ report }: { report: FinancialReport }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const payment = usePaymentLabel();
  return (
    <ScrollTable label={t('vouchers.financial.items')} minWidth={760}>
      <Table striped verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('vouchers.financial.item')}</Table.Th>
            <Table.Th>{t('vouchers.financial.method')}</Table.Th>
            <Table.Th>{t('vouchers.financial.currency')}</Table.Th>
            <Table.Th {...num}>{t('vouchers.financial.investment')}</Table.Th>
            <Table.Th {...num}>{t('vouchers.financial.sale')}</Table.Th>
            <Table.Th {...num}>{t('vouchers.financial.markup')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.items.map((item) => (
            <Table.Tr key={item.trail_id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {trailTypeLabel(item.type, locale)}: {item.description}
                </Text>
                {item.date ? (
                  <Text size="xs" c="dimmed">
                    {dateBR(item.date)}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{payment(item.payment_method)}</Table.Td>
              <Table.Td>{item.currency}</Table.Td>
              <Table.Td {...num}>{money(item.investment, item.currency)}</Table.Td>
              <Table.Td {...num}>{money(item.sale_price, item.currency)}</Table.Td>
              {item.rate_missing ? (
                <Table.Td {...num}>
                  <Text size="sm">{money(item.markup, item.currency)}</Text>
                  <Badge color="red.9" variant="filled" size="sm">
                    {t('vouchers.financial.noRate')}
                  </Badge>
                </Table.Td>
              ) : (
                <MoneyCell value={item.markup} brl={item.markup_brl} currency={item.currency} report={report.currency} />
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

export function CurrencyTotalsTable({ report }: { report: FinancialReport }) {
  const { t } = useTranslation();
  return (
    <ScrollTable label={t('vouchers.financial.byCurrency')} minWidth={720}>
      <Table verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('vouchers.financial.currency')}</Table.Th>
            <Table.Th {...num}>{t('vouchers.financial.investment')}</Table.Th>
            <Table.Th {...num}>{t('vouchers.financial.sale')}</Table.Th>
            <Table.Th {...num}>{t('vouchers.financial.markup')}</Table.Th>
            <Table.Th {...num}>{t('vouchers.financial.received')}</Table.Th>
            <Table.Th {...num}>{t('vouchers.financial.paid')}</Table.Th>
            <Table.Th {...num}>{t('vouchers.financial.supplierDue')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.currencies.map((row) => (
            <Table.Tr key={row.currency}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {row.currency}
                </Text>
                {row.rate_missing ? (
                  <Badge color="red.9" variant="filled" size="sm">
                    {t('vouchers.financial.rateMissing')}
                  </Badge>
                ) : row.currency !== report.currency ? (
                  <Text size="xs" c="dimmed">
                    {`1 ${row.currency} = R$ ${row.rate?.replace('.', ',') ?? ''}`}
                  </Text>
                ) : null}
              </Table.Td>
              <MoneyCell value={row.investment} brl={row.investment_brl} currency={row.currency} report={report.currency} />
              <MoneyCell value={row.sale} brl={row.sale_brl} currency={row.currency} report={report.currency} />
              <MoneyCell value={row.markup} brl={row.markup_brl} currency={row.currency} report={report.currency} />
              <MoneyCell value={row.received} brl={row.received_brl} currency={row.currency} report={report.currency} />
              <MoneyCell value={row.paid} brl={row.paid_brl} currency={row.currency} report={report.currency} />
              <MoneyCell value={row.supplier_due} brl={row.supplier_due_brl} currency={row.currency} report={report.currency} />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/** An amount in its currency and, under it, in reais when the currency is another one. */
function MoneyCell({ value, brl, currency, report }: { value: string | null; brl: string | null; currency: string; report: string }) {
  return (
    <Table.Td {...num}>
      <Text size="sm">{money(value, currency)}</Text>
      {currency !== report && brl !== null ? (
        <Text size="xs" c="dimmed">
          {money(brl, report)}
        </Text>
      ) : null}
    </Table.Td>
  );
}

type TotalName = keyof FinancialReport['totals'];

const SUMMARY: { name: TotalName; label: string; strong?: boolean }[] = [
  { name: 'investment', label: 'totalInvestment' },
  { name: 'items_sale', label: 'itemsSale' },
  { name: 'sale', label: 'totalSale', strong: true },
  { name: 'markup', label: 'totalMarkup' },
  { name: 'commission', label: 'totalCommission' },
  { name: 'margin', label: 'margin', strong: true },
  { name: 'margin_percent', label: 'marginPercent' },
  { name: 'received', label: 'receivedClient' },
  { name: 'client_due', label: 'clientDue', strong: true },
  { name: 'paid', label: 'paidSuppliers' },
  { name: 'supplier_due', label: 'suppliersDue', strong: true },
  { name: 'balance', label: 'balance' },
];

/** The trip's totals in reais (currencies without a rate left out by the server). */
export function TotalsSummary({ report }: { report: FinancialReport }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" component="dl" m={0}>
      {SUMMARY.map(({ name, label, strong }) => {
        const value = report.totals[name];
        const shown: ReactNode =
          name === 'margin_percent'
            ? value === null
              ? DASH
              : t('vouchers.financial.percent', { value: formatMoney(value) })
            : money(value, report.currency);
        return (
          <Paper key={name} withBorder radius="md" p="xs" bg={strong ? 'gray.0' : undefined} data-testid={`total-${name}`}>
            <Text component="dt" size="xs" c="dimmed">
              {t(`vouchers.financial.${label}` as 'vouchers.financial.margin')}
            </Text>
            <Text component="dd" m={0} fw={strong ? 700 : 500} size={strong ? 'md' : 'sm'} style={{ whiteSpace: 'nowrap' }}>
              {shown}
            </Text>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

export function PaymentsTable({ report, onDelete }: { report: FinancialReport; onDelete?: (payment: TravelPayment) => void }) {
  const { t } = useTranslation();
  const payment = usePaymentLabel();
  if (!report.payments.length) return <Text size="sm" c="dimmed">{t('vouchers.payments.none')}</Text>;
  return (
    <ScrollTable label={t('vouchers.payments.heading')} minWidth={640}>
      <Table verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('vouchers.payments.date')}</Table.Th>
            <Table.Th>{t('vouchers.payments.direction')}</Table.Th>
            <Table.Th {...num}>{t('vouchers.payments.amount')}</Table.Th>
            <Table.Th {...num}>{t('vouchers.financial.inBrl')}</Table.Th>
            <Table.Th>{t('vouchers.payments.method')}</Table.Th>
            <Table.Th>{t('vouchers.payments.notes')}</Table.Th>
            {onDelete ? <Table.Th w={48} aria-label={t('confirmDelete.confirm')} /> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.payments.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateBR(row.paid_at)}</Table.Td>
              <Table.Td>
                <Badge variant="filled" color={row.direction === 'in' ? 'rumo.9' : 'indigo.9'} size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {t(`vouchers.payments.${row.direction}`)}
                </Badge>
              </Table.Td>
              <Table.Td {...num}>{money(row.amount, row.currency)}</Table.Td>
              <Table.Td {...num}>
                {row.amount_brl === null ? (
                  <Badge color="red.9" variant="filled" size="sm">
                    {t('vouchers.financial.noRate')}
                  </Badge>
                ) : (
                  money(row.amount_brl, report.currency)
                )}
              </Table.Td>
              <Table.Td>{payment(row.method)}</Table.Td>
              <Table.Td>{row.notes ?? ''}</Table.Td>
              {onDelete ? (
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red.9"
                    onClick={() => onDelete(row)}
                    aria-label={t('vouchers.payments.delete', { amount: money(row.amount, row.currency) })}
                  >
                    <IconTrash size={16} aria-hidden="true" />
                  </ActionIcon>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
