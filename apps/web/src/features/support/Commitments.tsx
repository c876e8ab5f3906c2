import { Anchor, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarTime, IconReceiptRefund, IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

const ITEMS = [
  { icon: IconShieldCheck, title: 'refundGuarantee', text: 'refundGuaranteeText', to: '/termos-de-uso' },
  { icon: IconReceiptRefund, title: 'refundPayment', text: 'refundPaymentText', to: '/termos-de-uso' },
  { icon: IconCalendarTime, title: 'deletion', text: 'deletionText', to: '/politica-de-privacidade' },
] as const;

/** The terms' promises (refund guarantee, refund deadline, account deletion), with the documents. */
export function Commitments() {
  const { t } = useTranslation();
  return (
    <Paper
      component="section"
      aria-labelledby="support-commitments-title"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      bg="white"
    >
      <Title order={2} fz="lg" id="support-commitments-title" mb="md">
        {t('helpCenter.commitments.title')}
      </Title>
      <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
        {ITEMS.map(({ icon: Icon, title, text, to }) => (
          <Group component="li" key={title} gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" radius="md" size={36}>
              <Icon size={20} aria-hidden="true" />
            </ThemeIcon>
            <div>
              <Anchor component={Link} to={to} fw={600} size="sm">
                {t(`helpCenter.commitments.${title}`)}
              </Anchor>
              <Text size="xs" c="dimmed">
                {t(`helpCenter.commitments.${text}`)}
              </Text>
            </div>
          </Group>
        ))}
      </Stack>
      <Group gap="md" mt="md">
        <Anchor component={Link} to="/termos-de-uso" size="sm">
          {t('helpCenter.commitments.terms')}
        </Anchor>
        <Anchor component={Link} to="/politica-de-privacidade" size="sm">
          {t('helpCenter.commitments.privacy')}
        </Anchor>
      </Group>
    </Paper>
  );
}
