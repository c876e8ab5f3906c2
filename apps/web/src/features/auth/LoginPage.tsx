import { Anchor, Box, Button, Center, Container, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { showFormErrors } from '../../api/formErrors.ts';
import { LanguageMenu } from '../../app/layout/LanguageMenu.tsx';
import { Logo } from '../../app/layout/Logo.tsx';
import { PublicFooter } from '../../app/layout/PublicLayout.tsx';
import { MAIN_ID, SkipLink } from '../../app/layout/SkipLink.tsx';
import { useSignin, type SigninPayload } from './useSignin.ts';
import { PasswordField } from '../../components/PasswordFields.tsx';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('nav.login')} · ${t('app.name')}`);
  const signin = useSignin();
  const form = useForm<SigninPayload>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    // By hand on purpose: the sign-in page is the first load and stays free of zod and the schemas.
    validate: {
      email: (value) =>
        !value.trim() ? t('validation.required') : EMAIL.test(value.trim()) ? null : t('validation.email'),
      password: (value) => (value ? null : t('validation.required')),
    },
  });

  const submit = form.onSubmit((values) =>
    signin.mutate(
      { email: values.email.trim(), password: values.password },
      { onError: (error) => showFormErrors(form, error) },
    ),
  );

  return (
    <Box mih="100dvh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Box component="header" px="md" py="sm">
        <Group justify="space-between">
          <Logo to="/login" />
          <LanguageMenu />
        </Group>
      </Box>
      <Center component="main" id={MAIN_ID} tabIndex={-1} style={{ flex: 1 }} px="md" py="xl">
        <Container size={420} w="100%" p={0}>
          <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="white">
            <Stack gap={4} mb="lg">
              <Title order={1} fz={26}>
                {t('login.title')}
              </Title>
              <Text c="dimmed">{t('login.subtitle')}</Text>
            </Stack>
            <form onSubmit={submit} noValidate>
              <Stack gap="md">
                <TextInput
                  label={t('login.email')}
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  required
                  withAsterisk={false}
                  key={form.key('email')}
                  {...form.getInputProps('email')}
                />
                <PasswordField
                  kind="current"
                  label={t('login.password')}
                  visibilityToggleButtonProps={{ 'aria-label': t('login.showPassword') }}
                  key={form.key('password')}
                  {...form.getInputProps('password')}
                />
                <Group justify="flex-end" mt={-8}>
                  <Anchor component={Link} to="/reset-password" size="sm">
                    {t('login.forgotPassword')}
                  </Anchor>
                </Group>
                <Button type="submit" fullWidth size="md" loading={signin.isPending}>
                  {t('login.submit')}
                </Button>
              </Stack>
            </form>
            <Text size="sm" ta="center" mt="lg">
              {t('login.noAccount')}{' '}
              <Anchor component={Link} to="/cadastro" fw={600} underline="always">
                {t('login.createAccount')}
              </Anchor>
            </Text>
          </Paper>
          <Text size="xs" c="dimmed" ta="center" mt="md" px="sm">
            <Trans
              i18nKey="login.agreement"
              components={{
                terms: <Anchor component={Link} to="/termos-de-uso" size="xs" underline="always" />,
                privacy: <Anchor component={Link} to="/politica-de-privacidade" size="xs" underline="always" />,
              }}
            />
          </Text>
        </Container>
      </Center>
      <PublicFooter />
    </Box>
  );
}
