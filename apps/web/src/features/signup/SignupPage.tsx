import {
  Button,
  Container,
  Grid,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES, TRIAL_DAYS, signupSchema, type SignupInput } from '@rumo/core';
import { showFormErrors } from '../../api/formErrors.ts';
import { AgreementNote, SwitchLink } from '../auth/AuthLinks.tsx';
import { setToken } from '../../api/session.ts';
import { zodValidate } from '../../components/zodForm.ts';
import { SignupSteps } from './SignupSteps.tsx';
import { useSignupUser } from './useSignup.ts';
import { PasswordField } from '../../components/PasswordFields.tsx';

/** /cadastro, step 1: the owner's name, e-mail and password; the token is kept as after a login. */
export function SignupPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('accounts.signup.title')} · ${t('app.name')}`);
  const navigate = useNavigate();
  const signup = useSignupUser();
  const form = useForm<SignupInput>({
    mode: 'uncontrolled',
    initialValues: { first_name: '', last_name: '', email: '', password: '' },
    validate: zodValidate<SignupInput>(signupSchema),
  });

  const submit = form.onSubmit((values) =>
    signup.mutate(
      { ...values, email: values.email.trim() },
      {
        onSuccess: ({ token }) => {
          // Leave the guest-only page before the token exists, or its guard would send us home.
          void navigate(ROUTES.signupAgency);
          setToken(token);
        },
        onError: (error) => showFormErrors(form, error),
      },
    ),
  );

  return (
    <Container size={560} p={0}>
      <SignupSteps active={0} />
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="white">
        <Stack gap={4} mb="lg">
          <Title order={1} fz={{ base: 24, sm: 26 }}>
            {t('accounts.signup.title')}
          </Title>
          <Text c="dimmed">{t('accounts.signup.subtitle', { days: TRIAL_DAYS })}</Text>
        </Stack>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Grid gap="md">
              <Grid.Col span={{ base: 12, xs: 6 }}>
                <TextInput
                  label={t('accounts.fields.firstName')}
                  autoComplete="given-name"
                  required
                  withAsterisk={false}
                  key={form.key('first_name')}
                  {...form.getInputProps('first_name')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, xs: 6 }}>
                <TextInput
                  label={t('accounts.fields.lastName')}
                  autoComplete="family-name"
                  required
                  withAsterisk={false}
                  key={form.key('last_name')}
                  {...form.getInputProps('last_name')}
                />
              </Grid.Col>
            </Grid>
            <TextInput
              label={t('accounts.fields.email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              withAsterisk={false}
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
            <PasswordField
              kind="new"
              withHint
              label={t('accounts.fields.password')}
              key={form.key('password')}
              {...form.getInputProps('password')}
            />
            <Button type="submit" fullWidth size="md" loading={signup.isPending}>
              {t('accounts.signup.submit')}
            </Button>
          </Stack>
        </form>
        <SwitchLink question={t('accounts.signup.haveAccount')} label={t('accounts.signup.login')} to={ROUTES.login} />
      </Paper>
      <AgreementNote i18nKey="accounts.signup.agreement" />
    </Container>
  );
}
