import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BillingSection } from './BillingSection.tsx';
import { cardBrandName } from './format.ts';
import type { StripeInformation } from './useBilling.ts';

/** The card Stripe charges: brand, last four digits and expiry. */
export function CardSummary({ card }: { card: StripeInformation['card'] }) {
  const { t } = useTranslation();
  return (
    <BillingSection id="payments-card" title={t('subscription.payments.cardTitle')}>
      {card ? (
        <Group gap="md" wrap="nowrap">
          <ThemeIcon size={40} radius="md" variant="light" aria-hidden="true">
            <IconCreditCard size={22} />
          </ThemeIcon>
          <Stack gap={0}>
            <Text fw={600}>
              {t('subscription.payments.cardNumber', { brand: cardBrandName(card.brand), last4: card.last4 })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('subscription.payments.cardExpiry', {
                month: String(card.exp_month).padStart(2, '0'),
                year: card.exp_year,
              })}
            </Text>
          </Stack>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('subscription.payments.noCard')}
        </Text>
      )}
    </BillingSection>
  );
}
