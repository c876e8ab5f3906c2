import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCurrency, formatDateBR, type PaymentMethod } from '@rumo/core';

export interface OpenInvoice {
  url: string | null;
  due_at: string | null;
  amount: string;
}

/** A boleto or Pix invoice waiting to be paid: amount, due date and its Stripe-hosted page. */
export function OpenInvoiceNotice({
  invoice,
  method,
}: {
  invoice: OpenInvoice;
  method: PaymentMethod | null | undefined;
}) {
  const { t } = useTranslation();
  const amount = formatCurrency(invoice.amount);
  const pay =
    method === 'boleto'
      ? t('subscription.payments.payBoleto')
      : method === 'pix'
        ? t('subscription.payments.payPix')
        : t('subscription.payments.payInvoice');
  return (
    <Alert
      color="orange"
      variant="light"
      // dark title on the light tint: orange text on it falls under 4.5:1
      styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
      icon={<IconReceipt aria-hidden="true" />}
      title={t('subscription.payments.openInvoiceTitle')}
      data-notice="open-invoice"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {invoice.due_at
            ? t('subscription.payments.openInvoiceText', { amount, date: formatDateBR(invoice.due_at) })
            : t('subscription.payments.openInvoiceTextNoDate', { amount })}
        </Text>
        {invoice.url ? (
          <Button
            component="a"
            href={invoice.url}
            target="_blank"
            rel="noopener noreferrer"
            rightSection={<IconExternalLink size={16} aria-hidden="true" />}
            aria-label={`${pay} ${t('subscription.payments.opensNewTab')}`}
          >
            {pay}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
