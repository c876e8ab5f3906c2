import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES, passwordRecoverySchema, type PasswordRecovery } from '@rumo/core';
import { showFormErrors } from '../../api/formErrors.ts';
import { zodValidate } from '../../components/zodForm.ts';
import { useRequestRecovery } from './usePasswordReset.ts';

/** Asks for the account's e-mail and shows the server's answer, which never says if it exists. */
export function RecoveryForm() {
  const { t } = useTranslation();
  const recovery = useRequestRecovery();
  const form = useForm<PasswordRecovery>({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: zodValidate<PasswordRecovery>(passwordRecoverySchema),
  });
  const submit = form.onSubmit((values) =>
    recovery.mutate({ email: values.email.trim() }, { onError: (error) => showFormErrors(form, error) }),
  );

  if (recovery.isSuccess) {
    return (
      <Stack gap="md">
        <Alert role="status" color="green" icon={<IconMailCheck aria-hidden="true" />}>
          {recovery.data.detail}
        </Alert>
        <Anchor component={Link} to={ROUTES.login} fw={600}>
          {t('accounts.reset.backToLogin')}
        </Anchor>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
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
        <Button type="submit" fullWidth size="md" loading={recovery.isPending}>
          {t('accounts.reset.requestSubmit')}
        </Button>
        <Anchor component={Link} to={ROUTES.login} size="sm" ta="center">
          {t('accounts.reset.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}
