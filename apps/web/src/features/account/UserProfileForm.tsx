import { Button, Grid, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { LOCALES, userUpdateSchema, type AccountUser, type Locale } from '@rumo/core';
import { showFormErrors } from '../../api/formErrors.ts';
import { readLocale, switchLocale } from '../../app/locale.ts';
import { ImagePicker } from '../../components/ImagePicker.tsx';
import { notify } from '../../components/notify.ts';
import { zodValidate } from '../../components/zodForm.ts';
import { useUpdateUser } from './useAccount.ts';
import { PasswordField } from '../../components/PasswordFields.tsx';

interface Values {
  first_name: string;
  last_name: string;
  email: string;
  picture: string | null;
  locale: Locale;
  current_password: string;
}

const initials = (user: Pick<AccountUser, 'first_name' | 'last_name'>) =>
  `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();

/**
 * The user's own name, e-mail, picture and language (PUT /agencies/accounts/user). A new e-mail is
 * the new sign-in, so it asks for the current password too.
 */
export function UserProfileForm({ user }: { user: AccountUser }) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const emailChanged = (values: Pick<Values, 'email'>) => values.email.trim().toLowerCase() !== user.email.toLowerCase();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      picture: user.picture,
      locale: user.locale ?? readLocale(),
      current_password: '',
    },
    validate: zodValidate<Values>(userUpdateSchema, (values) => ({
      current_password: emailChanged(values) && !values.current_password ? t('validation.currentPasswordRequired') : null,
    })),
  });

  const submit = form.onSubmit(({ current_password, ...values }) =>
    update.mutate(
      {
        ...values,
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        email: values.email.trim(),
        ...(emailChanged(values) ? { current_password } : {}),
      },
      {
        onSuccess: (info) => {
          notify.success(t('accounts.profile.saved'));
          // The stored picture's URL replaces the data URL sent, so a second save does not upload it again.
          form.setFieldValue('picture', info.user.picture);
          form.setFieldValue('current_password', '');
          form.resetDirty();
          // The interface follows the chosen language: stored on this browser, applied by a reload.
          if (values.locale !== readLocale()) switchLocale(values.locale);
        },
        onError: (error) => showFormErrors(form, error),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ImagePicker
          label={t('accounts.profile.picture')}
          value={form.values.picture}
          onChange={(value) => form.setFieldValue('picture', value)}
          error={form.errors.picture}
          placeholder={initials(form.values)}
        />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('accounts.fields.firstName')}
              autoComplete="given-name"
              required
              withAsterisk={false}
              {...form.getInputProps('first_name')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('accounts.fields.lastName')}
              autoComplete="family-name"
              required
              withAsterisk={false}
              {...form.getInputProps('last_name')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('accounts.fields.email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              withAsterisk={false}
              {...form.getInputProps('email')}
            />
          </Grid.Col>
          {emailChanged(form.values) && (
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <PasswordField
                kind="current"
                label={t('accounts.profile.currentPassword')}
                description={t('accounts.profile.currentPasswordHint')}
                {...form.getInputProps('current_password')}
              />
            </Grid.Col>
          )}
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label={t('accounts.profile.language')}
              description={t('accounts.profile.languageHint')}
              data={LOCALES.map((locale) => ({ value: locale, label: t(`language.${locale}`) }))}
              allowDeselect={false}
              {...form.getInputProps('locale')}
            />
          </Grid.Col>
        </Grid>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('accounts.profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
