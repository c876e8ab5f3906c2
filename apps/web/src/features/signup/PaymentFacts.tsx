import { Anchor, List, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarRepeat, IconLock, IconRosetteDiscountCheck, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { REFUND_GUARANTEE_DAYS } from '@rumo/core';

const icon = (Icon: typeof IconLock) => (
  <ThemeIcon size={24} radius="xl" variant="light" aria-hidden="true">
    <Icon size={14} />
  </ThemeIcon>
);

/** How card payment works: Stripe Checkout, automatic renewal, cancel anytime, the 10-day guarantee. */
export function PaymentFacts() {
  const { t } = useTranslation();
  return (
    <Paper
      component="section"
      aria-labelledby="payment-facts"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      bg="white"
    >
      <Title order={2} fz="lg" id="payment-facts" mb="sm">
        {t('subscription.plans.how.title')}
      </Title>
      <List
        spacing="sm"
        size="sm"
        styles={{ itemLabel: { lineHeight: 1.55 }, itemWrapper: { alignItems: 'flex-start' } }}
      >
        <List.Item icon={icon(IconLock)}>{t('subscription.plans.how.checkout')}</List.Item>
        <List.Item icon={icon(IconCalendarRepeat)}>{t('subscription.plans.how.renewal')}</List.Item>
        <List.Item icon={icon(IconX)}>{t('subscription.plans.how.cancel')}</List.Item>
        <List.Item icon={icon(IconRosetteDiscountCheck)}>
          <Text span size="sm">
            <Trans
              i18nKey="subscription.plans.how.guarantee"
              values={{ days: REFUND_GUARANTEE_DAYS }}
              components={{
                terms: <Anchor component={Link} to="/termos-de-uso" size="sm" underline="always" />,
              }}
            />
          </Text>
        </List.Item>
      </List>
    </Paper>
  );
}
