import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconLifebuoy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL } from './useBilling.ts';

/**
 * Without Stripe keys on the server (issue 15): online payment is not available yet, and the way
 * to support. Signed in, the support page; a guest gets the e-mail address.
 */
export function PaymentsUnavailable({ signedIn, children }: { signedIn: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconInfoCircle aria-hidden="true" />}
      title={t('subscription.plans.unavailableTitle')}
      data-notice="payments-unavailable"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('subscription.plans.unavailableText')}</Text>
        {children}
        {signedIn ? (
          <Button
            component={Link}
            to="/suporte"
            variant="light"
            leftSection={<IconLifebuoy size={16} aria-hidden="true" />}
          >
            {t('subscription.plans.unavailableSupport')}
          </Button>
        ) : null}
        <Text size="sm">
          <Trans
            i18nKey="subscription.plans.unavailableEmail"
            values={{ email: SUPPORT_EMAIL }}
            components={{ mail: <Anchor href={`mailto:${SUPPORT_EMAIL}`} size="sm" underline="always" /> }}
          />
        </Text>
      </Stack>
    </Alert>
  );
}
