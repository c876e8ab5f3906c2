import { Alert, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WhatsappSender } from '@rumo/core';
import { showFormErrors } from '../../api/formErrors.ts';
import { DataLoader } from '../../components/DataLoader.tsx';
import { notify } from '../../components/notify.ts';
import { useSaveWhatsappSender, useWhatsappSender } from './useWhatsappSender.ts';

/** Minha conta, the owner: the agency's own WhatsApp number, or the default sending. */
export function WhatsappSenderSection() {
  const sender = useWhatsappSender();
  return (
    <DataLoader query={sender}>
      {(current) => (
        <WhatsappSenderForm key={`${current.phone_number_id}-${current.has_own_token}`} current={current} />
      )}
    </DataLoader>
  );
}

function WhatsappSenderForm({ current }: { current: WhatsappSender }) {
  const { t } = useTranslation();
  const save = useSaveWhatsappSender();
  const form = useForm({
    mode: 'controlled',
    initialValues: { phone_number_id: current.phone_number_id ?? '', access_token: '' },
  });
  const source =
    current.source === 'agency'
      ? t('accounts.whatsapp.sourceAgency', { phone: current.display_phone ?? current.phone_number_id })
      : current.source === 'server'
        ? t('accounts.whatsapp.sourceServer')
        : t('accounts.whatsapp.sourceClickToChat');

  const submit = form.onSubmit((values) =>
    save.mutate(
      // an empty token field keeps the stored token
      {
        phone_number_id: values.phone_number_id.trim() || null,
        ...(values.access_token.trim() ? { access_token: values.access_token.trim() } : {}),
      },
      {
        onSuccess: () => notify.success(t('accounts.whatsapp.saved')),
        onError: (error) => showFormErrors(form, error),
      },
    ),
  );
  const useDefault = () =>
    save.mutate(
      { phone_number_id: null },
      {
        onSuccess: () => notify.success(t('accounts.whatsapp.removed')),
        onError: (error) => showFormErrors(form, error),
      },
    );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Alert
          variant="light"
          color="teal"
          c="gray.9"
          icon={<IconBrandWhatsapp aria-hidden="true" />}
          data-testid="whatsapp-source"
        >
          {source}
        </Alert>
        <TextInput
          label={t('accounts.whatsapp.phoneNumberId')}
          description={t('accounts.whatsapp.phoneNumberIdHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={32}
          {...form.getInputProps('phone_number_id')}
        />
        <PasswordInput
          label={t('accounts.whatsapp.token')}
          description={
            current.has_own_token
              ? t('accounts.whatsapp.tokenKept')
              : current.server_token
                ? t('accounts.whatsapp.tokenOptionalHint')
                : t('accounts.whatsapp.tokenHint')
          }
          autoComplete="off"
          visibilityToggleButtonProps={{ 'aria-label': t('accounts.password.show') }}
          {...form.getInputProps('access_token')}
        />
        <Group justify="flex-end" gap="sm">
          {current.phone_number_id ? (
            <Button variant="default" onClick={useDefault} disabled={save.isPending}>
              {t('accounts.whatsapp.useDefault')}
            </Button>
          ) : null}
          <Button type="submit" loading={save.isPending}>
            {t('accounts.whatsapp.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
