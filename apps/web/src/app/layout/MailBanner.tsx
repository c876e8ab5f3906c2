import { Alert, Text } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AccountSystem } from '../../api/account.ts';

/**
 * "E-mail not configured" (issue 15): while the server only writes e-mails to its outbox folder,
 * the owner learns that recovery, invitations and alerts reach no one.
 */
export function MailBanner({ system }: { system: AccountSystem | undefined }) {
  const { t } = useTranslation();
  if (!system?.mail_outbox_only) return null;
  return (
    <Alert
      role="status"
      data-banner="mail"
      color="orange"
      variant="light"
      // dark title on the light tint: orange text on it falls under 4.5:1
      styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
      mb="lg"
      icon={<IconMailOff aria-hidden="true" />}
      title={t('operator.mail.title')}
    >
      <Text size="sm">{t('operator.mail.text')}</Text>
    </Alert>
  );
}
