import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAccountInfo, type AccountAgency } from '../../api/account.ts';
import { isApiError } from '../../api/client.ts';
import { DataLoader } from '../../components/DataLoader.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { BillingSection } from './billing/BillingSection.tsx';
import { CardSummary } from './billing/CardSummary.tsx';
import { InvoiceTable } from './billing/InvoiceTable.tsx';
import { OpenInvoiceNotice } from './billing/OpenInvoiceNotice.tsx';
import { PaymentsUnavailable } from './billing/PaymentsUnavailable.tsx';
import { SubscriptionSummary } from './billing/SubscriptionSummary.tsx';
import { TrialSummary } from './billing/TrialSummary.tsx';
import { isNotConfigured, useStripeInformation, type StripeInformation } from './billing/useBilling.ts';

function SubscriptionDetails({ info, agency }: { info: StripeInformation; agency: AccountAgency | null }) {
  const { t } = useTranslation();
  const subscribed = info.status !== null;
  return (
    <>
      {info.open_invoice ? (
        <OpenInvoiceNotice invoice={info.open_invoice} method={info.payment_method} />
      ) : null}
      {info.status ? (
        <SubscriptionSummary info={info} status={info.status} />
      ) : (
        <TrialSummary agency={agency} />
      )}
      {subscribed || info.card ? <CardSummary card={info.card} /> : null}
      {subscribed || info.invoices.length > 0 ? (
        <BillingSection id="payments-invoices" title={t('subscription.payments.invoicesTitle')}>
          <InvoiceTable invoices={info.invoices} />
        </BillingSection>
      ) : null}
    </>
  );
}

/** The owner's view: subscription, card and invoices from Stripe; the trial when there is none. */
function OwnerPayments({ agency, configured }: { agency: AccountAgency | null; configured: boolean }) {
  const { t } = useTranslation();
  const stripe = useStripeInformation(configured);
  // Subscription and card calls reject with the response's `error` (spec 8): show it, not 'Erro!'.
  const message = stripe.isError && !stripe.data && isApiError(stripe.error) ? stripe.error.error : undefined;

  // No Stripe keys: say so once, with the way to support, and the trial (issue 15).
  if (!configured || (isNotConfigured(stripe.error) && !stripe.data))
    return (
      <Stack gap="lg">
        <PaymentsUnavailable signedIn />
        <TrialSummary agency={agency} />
      </Stack>
    );
  if (message)
    return (
      <Stack gap="lg">
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle aria-hidden="true" />}
          title={t('errors.loadFailed')}
          role="alert"
        >
          <Stack gap={4} align="flex-start">
            <Text size="sm">{message}</Text>
            <Anchor component="button" type="button" size="sm" onClick={() => void stripe.refetch()}>
              {t('errors.retry')}
            </Anchor>
          </Stack>
        </Alert>
        <TrialSummary agency={agency} />
      </Stack>
    );
  return (
    <Stack gap="lg">
      <DataLoader query={stripe}>{(info) => <SubscriptionDetails info={info} agency={agency} />}</DataLoader>
    </Stack>
  );
}

/** /pagamentos: the subscription is the owner's business; staff see a short note. */
export function PaymentsPage() {
  const { t } = useTranslation();
  const info = useAccountInfo();
  return (
    <>
      <PageHeader title={t('pages.payments.title')} subtitle={t('subscription.payments.subtitle')} />
      <DataLoader query={info}>
        {(data) =>
          data.user.role === 'owner' ? (
            <OwnerPayments agency={data.agency} configured={data.system?.payments_configured !== false} />
          ) : (
            <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden="true" />}>
              {t('subscription.payments.staffOnly')}
            </Alert>
          )
        }
      </DataLoader>
    </>
  );
}
