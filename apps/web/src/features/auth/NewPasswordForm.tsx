import { useState } from 'react';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES, passwordResetSchema } from '@rumo/core';
import { isApiError } from '../../api/client.ts';
import { showFormErrors } from '../../api/formErrors.ts';
import { notify } from '../../components/notify.ts';
import { zodValidate } from '../../components/zodForm.ts';
import { useResetPassword } from './usePasswordReset.ts';
import { NewPasswordFields } from '../../components/PasswordFields.tsx';

interface Values {
  password: string;
  confirm: string;
}

/** New password and its confirmation for the token of a recovery or invitation link. */
export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [tokenError, setTokenError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: { password: '', confirm: '' },
    validate: zodValidate<Values>(passwordResetSchema.pick({ password: true }), (values) => ({
      confirm: !values.confirm
        ? t('validation.required')
        : values.confirm === values.password
          ? null
          : t('accounts.password.mismatch'),
    })),
  });

  const submit = form.onSubmit((values) =>
    reset.mutate(
      { password: values.password, token },
      {
        onSuccess: ({ detail }) => {
          notify.success(detail);
          void navigate(ROUTES.login, { replace: true });
        },
        onError: (error) => {
          // A used or expired link is not a field the user can fix: say so and offer a new one.
          const tokenMessage = isApiError(error) ? error.fieldErrors.token?.[0] : undefined;
          setTokenError(tokenMessage ?? null);
          if (!tokenMessage) showFormErrors(form, error);
          else if (isApiError(error) && error.fieldErrors.password) showFormErrors(form, error);
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {tokenError ? (
          <Alert color="red" role="alert" icon={<IconAlertTriangle aria-hidden="true" />}>
            <Stack gap={6} align="flex-start">
              <Text size="sm">{tokenError}</Text>
              <Anchor component={Link} to="/reset-password" size="sm" fw={600} underline="always">
                {t('accounts.reset.requestNew')}
              </Anchor>
            </Stack>
          </Alert>
        ) : null}
        <NewPasswordFields
          password={{ key: form.key('password'), ...form.getInputProps('password') }}
          confirm={{ key: form.key('confirm'), ...form.getInputProps('confirm') }}
        />
        <Button type="submit" fullWidth size="md" loading={reset.isPending}>
          {t('accounts.reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
