import { Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccountDeletion } from './AccountDeletion.tsx';
import { AuditLog } from './AuditLog.tsx';
import { ExportData } from './ExportData.tsx';

/** Minha conta › 'Privacidade e dados' (owner only): data export, account deletion, audit log. */
export function PrivacySection({ agencyName }: { agencyName: string }) {
  const { t } = useTranslation();
  return (
    <Paper
      component="section"
      aria-labelledby="account-privacy"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      bg="white"
    >
      <Stack gap={4} mb="lg">
        <Title order={2} fz="lg" id="account-privacy">
          {t('dataPrivacy.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('dataPrivacy.subtitle')}
        </Text>
      </Stack>
      <Stack gap="lg">
        <ExportData />
        <Divider />
        <AuditLog />
        <Divider />
        <AccountDeletion agencyName={agencyName} />
      </Stack>
    </Paper>
  );
}
