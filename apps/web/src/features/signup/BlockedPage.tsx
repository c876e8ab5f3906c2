import { Button, Paper } from '@mantine/core';
import { IconLock, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useToken } from '../../api/session.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useLogout } from '../auth/useLogout.ts';
import { SUPPORT_EMAIL } from '../account/billing/useBilling.ts';

/** /cadastro/bloqueado: an agency blocked by an admin; only support can lift it. */
export function BlockedPage() {
  const { t } = useTranslation();
  const token = useToken();
  const logout = useLogout();
  return (
    <>
      <PageHeader title={t('pages.blocked.title')} />
      <Paper withBorder radius="lg" bg="white">
        <EmptyState
          title={t('errors.blocked')}
          description={t('subscription.blocked.contact', { email: SUPPORT_EMAIL })}
          icon={<IconLock aria-hidden="true" />}
          actions={
            <>
              <Button
                component="a"
                href={`mailto:${SUPPORT_EMAIL}`}
                leftSection={<IconMail size={16} aria-hidden="true" />}
              >
                {t('subscription.blocked.write')}
              </Button>
              {token ? (
                <Button variant="default" onClick={logout}>
                  {t('nav.logout')}
                </Button>
              ) : null}
            </>
          }
        />
      </Paper>
    </>
  );
}
