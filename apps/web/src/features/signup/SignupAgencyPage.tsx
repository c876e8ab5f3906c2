import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES, type AgencyProfileInput } from '@rumo/core';
import { accountInfoKey, useAccountInfo } from '../../api/account.ts';
import { useToken } from '../../api/session.ts';
import { DataLoader } from '../../components/DataLoader.tsx';
import { AgencyForm } from '../account/AgencyForm.tsx';
import { emptyAgencyValues } from '../account/agencyForm.ts';
import { SignupSteps } from './SignupSteps.tsx';
import { useCreateAgency } from './useSignup.ts';

/** /cadastro/2: the agency profile of a signed-in owner who has no agency yet; then the plans. */
export function SignupAgencyPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('accounts.agency.title')} · ${t('app.name')}`);
  const token = useToken();
  const info = useAccountInfo();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateAgency();

  if (!token) return <Navigate to={ROUTES.signup} replace />;

  const onSubmit = (payload: AgencyProfileInput) =>
    create.mutateAsync(payload).then((created) => {
      void navigate(ROUTES.plans);
      queryClient.setQueryData([...accountInfoKey, token], created);
    });

  return (
    <Container size={760} p={0}>
      <SignupSteps active={1} />
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="white">
        <Stack gap={4} mb="lg">
          <Title order={1} fz={{ base: 24, sm: 26 }}>
            {t('accounts.agency.title')}
          </Title>
          <Text c="dimmed">{t('accounts.agency.subtitle')}</Text>
        </Stack>
        <DataLoader query={info}>
          {(data) =>
            data.agency && !create.isSuccess ? (
              <Navigate to={ROUTES.home} replace />
            ) : (
              <AgencyForm
                initialValues={emptyAgencyValues()}
                submitLabel={t('accounts.agency.submit')}
                submitting={create.isPending}
                onSubmit={onSubmit}
              />
            )
          }
        </DataLoader>
      </Paper>
    </Container>
  );
}
