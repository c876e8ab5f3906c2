import { Anchor, Box, Button, Container, Group, Text } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@rumo/core';
import { useToken } from '../../api/session.ts';
import { useLogout } from '../../features/auth/useLogout.ts';
import { LanguageMenu } from './LanguageMenu.tsx';
import { Logo } from './Logo.tsx';
import { MAIN_ID, SkipLink } from './SkipLink.tsx';
import classes from './Layout.module.css';

/** Simple header for the public pages (legal, PNR decoder, signup steps, not found). */
export function PublicLayout() {
  const { t } = useTranslation();
  const token = useToken();
  const logout = useLogout();
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }} bg="gray.0">
      <SkipLink />
      <Box component="header" className={classes.header} h={64}>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Logo />
            <Group gap="xs" wrap="nowrap">
              <LanguageMenu />
              {token ? (
                <Button variant="default" size="sm" onClick={logout}>
                  {t('nav.logout')}
                </Button>
              ) : (
                <Button component={Link} to={ROUTES.login} size="sm">
                  {t('nav.login')}
                </Button>
              )}
            </Group>
          </Group>
        </Container>
      </Box>
      <Box component="main" id={MAIN_ID} tabIndex={-1} style={{ flex: 1 }}>
        <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
          <Outlet />
        </Container>
      </Box>
      <PublicFooter />
    </Box>
  );
}

export function PublicFooter() {
  const { t } = useTranslation();
  return (
    <Box component="footer" className={classes.footer} py="md" bg="white">
      <Container size="lg">
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} {t('app.name')}
          </Text>
          <Group component="nav" aria-label={t('nav.footer')} gap="md">
            <Anchor component={Link} to="/termos-de-uso" size="sm">
              {t('nav.terms')}
            </Anchor>
            <Anchor component={Link} to="/politica-de-privacidade" size="sm">
              {t('nav.privacy')}
            </Anchor>
            <Anchor component={Link} to="/decodificador-pnr" size="sm">
              {t('nav.pnr')}
            </Anchor>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
