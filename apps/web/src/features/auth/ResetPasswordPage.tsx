import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NewPasswordForm } from './NewPasswordForm.tsx';
import { RecoveryForm } from './RecoveryForm.tsx';

/**
 * /reset-password. Without ?token= it asks for the e-mail to send a link to; with it, the new
 * password. &convite=1 is the invitation of a new colaborador: "Crie sua senha".
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const invite = params.get('convite') === '1';
  const mode = !token ? 'request' : invite ? 'invite' : 'reset';
  const title = t(`accounts.reset.${mode}Title`);
  useDocumentTitle(`${title} · ${t('app.name')}`);

  return (
    <Container size={440} p={0}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="white">
        <Stack gap={4} mb="lg">
          <Title order={1} fz={{ base: 24, sm: 26 }}>
            {title}
          </Title>
          <Text c="dimmed">{t(`accounts.reset.${mode}Subtitle`)}</Text>
        </Stack>
        {token ? <NewPasswordForm key={token} token={token} /> : <RecoveryForm />}
      </Paper>
    </Container>
  );
}
