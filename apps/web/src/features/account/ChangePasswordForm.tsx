import { Button, Grid, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH, changePasswordSchema } from '@rumo/core';
import { showFormErrors } from '../../api/formErrors.ts';
import { notify } from '../../components/notify.ts';
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

  const toggle = { 'aria-label': t('accounts.password.show') };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <PasswordInput
              label={t('accounts.password.old')}
              autoComplete="current-password"
              required
              withAsterisk={false}
              visibilityToggleButtonProps={toggle}
              key={form.key('old_password')}
              {...form.getInputProps('old_password')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <PasswordInput
              label={t('accounts.password.new')}
              description={t('accounts.password.hint', { min: PASSWORD_MIN_LENGTH })}
              autoComplete="new-password"
              required
              withAsterisk={false}
              visibilityToggleButtonProps={toggle}
              key={form.key('new_password')}
              {...form.getInputProps('new_password')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <PasswordInput
              label={t('accounts.password.confirm')}
              autoComplete="new-password"
              required
              withAsterisk={false}
              visibilityToggleButtonProps={toggle}
              key={form.key('confirm')}
              {...form.getInputProps('confirm')}
            />
          </Grid.Col>
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
