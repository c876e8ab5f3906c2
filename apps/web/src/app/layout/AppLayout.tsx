import { AppShell, Burger, Container, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { Navigate, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DataLoader } from '../../components/DataLoader.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';
import { Logo } from './Logo.tsx';
import { MainNav } from './MainNav.tsx';
import { MAIN_ID, SkipLink } from './SkipLink.tsx';
import { TasksButton } from './TasksButton.tsx';
import { MailBanner } from './MailBanner.tsx';
import { TrialBanner } from './TrialBanner.tsx';
import { UserMenu } from './UserMenu.tsx';
import { useProtectedAccess } from './useProtectedAccess.ts';
import classes from './Layout.module.css';

/** Frame of the protected screens: header with navigation, tasks, language and user menu. */
export function AppLayout() {
  const { t } = useTranslation();
  const [drawerOpened, drawer] = useDisclosure(false);
  const { info, redirect } = useProtectedAccess();

  if (redirect) return <Navigate to={redirect} replace />;
  const nav = { agency: Boolean(info.data?.agency), operator: info.data?.user.is_operator === true };

  return (
    <ModalsProvider>
      <SkipLink />
      <AppShell header={{ height: 64 }} padding={0}>
        <AppShell.Header className={classes.header}>
          <Container size="xl" h="100%">
            <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
              <Group gap="md" wrap="nowrap">
                <Burger
                  opened={drawerOpened}
                  onClick={drawer.toggle}
                  hiddenFrom="sm"
                  size="sm"
                  aria-label={drawerOpened ? t('nav.closeMenu') : t('nav.openMenu')}
                  aria-expanded={drawerOpened}
                />
                <Logo />
                <Group visibleFrom="sm" ml="md">
                  <MainNav {...nav} />
                </Group>
              </Group>
              <Group gap={4} wrap="nowrap">
                <LanguageMenu />
                {nav.agency ? <TasksButton /> : null}
                {info.data ? <UserMenu user={info.data.user} /> : null}
              </Group>
            </Group>
          </Container>
        </AppShell.Header>

        <Drawer
          opened={drawerOpened}
          onClose={drawer.close}
          title={t('nav.menu')}
          size="80%"
          hiddenFrom="sm"
          closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
        >
          <Stack>
            <MainNav vertical onNavigate={drawer.close} {...nav} />
          </Stack>
        </Drawer>

        <AppShell.Main id={MAIN_ID} className={classes.main} tabIndex={-1}>
          <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
            <DataLoader query={info}>
              {(data) => (
                <>
                  <TrialBanner agency={data.agency} />
                  {data.user.role === 'owner' && data.agency ? <MailBanner system={data.system} /> : null}
                  <Outlet />
                </>
              )}
            </DataLoader>
          </Container>
        </AppShell.Main>
      </AppShell>
    </ModalsProvider>
  );
}
