import { Anchor, Badge, Table, Text, VisuallyHidden, useMatches } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCurrency, formatDateBR } from '@rumo/core';
import { INVOICE_STATUS_COLORS, isInvoiceStatus } from './format.ts';
import type { StripeInformation } from './useBilling.ts';

/** Date, amount, status and the hosted invoice of each charge, newest first as Stripe lists them. */
export function InvoiceTable({ invoices }: { invoices: StripeInformation['invoices'] }) {
  const { t } = useTranslation();
  // On a phone the four columns fit only with the link as an icon (its label says what it opens).
  const compact = useMatches({ base: true, sm: false });
  if (invoices.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('subscription.payments.invoicesEmpty')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table verticalSpacing="sm" horizontalSpacing={compact ? 6 : 'sm'} striped="even">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('subscription.payments.invoiceDate')}</Table.Th>
            <Table.Th>{t('subscription.payments.invoiceAmount')}</Table.Th>
            <Table.Th>{t('subscription.payments.invoiceStatus')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('subscription.payments.invoiceLink')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => {
            const date = formatDateBR(invoice.created_at);
            const known = isInvoiceStatus(invoice.status) ? invoice.status : null;
            const color = known ? INVOICE_STATUS_COLORS[known] : 'gray';
            return (
              <Table.Tr key={invoice.id}>
                <Table.Td>{date}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatCurrency(invoice.amount, invoice.currency)}
                </Table.Td>
                <Table.Td>
                  <Badge variant="dot" color={color}>
                    {known ? t(`subscription.payments.invoiceStatuses.${known}`) : invoice.status}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">
                  {invoice.url ? (
                    <Anchor
                      href={invoice.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      size="sm"
                      aria-label={t('subscription.payments.invoiceLinkLabel', { date })}
                      style={{ whiteSpace: 'nowrap' }}
                    >
                      {compact ? null : `${t('subscription.payments.invoiceLink')} `}
                      <IconExternalLink
                        size={compact ? 18 : 14}
                        aria-hidden="true"
                        style={{ verticalAlign: 'middle' }}
                      />
                    </Anchor>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
