import { Button, Grid, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { changePasswordSchema } from '@rumo/core';
import { showFormErrors } from '../../api/formErrors.ts';
import { notify } from '../../components/notify.ts';
import { NewPasswordFields, PasswordField } from '../../components/PasswordFields.tsx';
import { zodValidate } from '../../components/zodForm.ts';
import { useChangePassword } from './useAccount.ts';

interface Values {
  old_password: string;
  new_password: string;
  confirm: string;
}

/** Current password, new one and its confirmation (PUT /auth/change-password). */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: { old_password: '', new_password: '', confirm: '' },
    validate: zodValidate<Values>(changePasswordSchema, (values) => ({
      confirm: !values.confirm
        ? t('validation.required')
        : values.confirm === values.new_password
          ? null
          : t('accounts.password.mismatch'),
    })),
  });

  const submit = form.onSubmit((values) =>
    change.mutate(
      { old_password: values.old_password, new_password: values.new_password },
      {
        onSuccess: () => {
          notify.success(t('accounts.password.changed'));
          form.reset();
        },
        onError: (error) => showFormErrors(form, error),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <PasswordField
              kind="current"
              label={t('accounts.password.old')}
              key={form.key('old_password')}
              {...form.getInputProps('old_password')}
            />
          </Grid.Col>
          <NewPasswordFields
            password={{ key: form.key('new_password'), ...form.getInputProps('new_password') }}
            confirm={{ key: form.key('confirm'), ...form.getInputProps('confirm') }}
            wrap={(field) => <Grid.Col span={{ base: 12, sm: 4 }}>{field}</Grid.Col>}
          />
        </Grid>
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            {t('accounts.password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
