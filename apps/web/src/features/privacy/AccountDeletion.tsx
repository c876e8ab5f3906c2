import { useState } from 'react';
import { Alert, Button, List, Stack, Text, Title } from '@mantine/core';
import { IconCalendarX, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_DELETION_BUSINESS_DAYS } from '@rumo/core';
import { DataLoader } from '../../components/DataLoader.tsx';
import { notify } from '../../components/notify.ts';
import { dateBR } from '../customers/format.ts';
import { formatInstant } from './format.ts';
import { TypedConfirmModal } from './TypedConfirmModal.tsx';
import { useDeletionRequest } from './usePrivacy.ts';

/** 'Excluir a conta da agência': the 30-business-day schedule, the typed confirmation and the cancel. */
export function AccountDeletion({ agencyName }: { agencyName: string }) {
  const { t, i18n } = useTranslation();
  const { query, request, cancel } = useDeletionRequest();
  const [confirming, setConfirming] = useState(false);
  const failed = (error: unknown) =>
    notify.failure(error);

  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {t('dataPrivacy.deletion.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('dataPrivacy.deletion.text', { days: ACCOUNT_DELETION_BUSINESS_DAYS })}
      </Text>
      <DataLoader query={query}>
        {(deletion) =>
          deletion.deletion_date ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconCalendarX size={18} aria-hidden="true" />}
              title={t('dataPrivacy.deletion.scheduled', { date: dateBR(deletion.deletion_date) })}
            >
              <Stack gap="xs">
                <Text size="sm">
                  {t('dataPrivacy.deletion.scheduledText', {
                    requested: deletion.deletion_requested_at
                      ? formatInstant(deletion.deletion_requested_at, i18n.language)
                      : '',
                  })}
                </Text>
                <Button
                  variant="default"
                  w="fit-content"
                  loading={cancel.isPending}
                  onClick={() =>
                    cancel.mutate(undefined, {
                      onSuccess: (row) => notify.success(row.detail),
                      onError: failed,
                    })
                  }
                >
                  {t('dataPrivacy.deletion.cancel')}
                </Button>
              </Stack>
            </Alert>
          ) : (
            <Button
              variant="default"
              c="red.9"
              w="fit-content"
              leftSection={<IconTrash size={16} aria-hidden="true" />}
              onClick={() => setConfirming(true)}
            >
              {t('dataPrivacy.deletion.button')}
            </Button>
          )
        }
      </DataLoader>
      <TypedConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('dataPrivacy.deletion.confirmTitle')}
        expected={agencyName}
        label={t('dataPrivacy.deletion.typeLabel')}
        hint={t('dataPrivacy.deletion.typeHint', { name: agencyName })}
        confirmLabel={t('dataPrivacy.deletion.confirm')}
        loading={request.isPending}
        onConfirm={() =>
          request.mutate(undefined, {
            onSuccess: (row) => {
              setConfirming(false);
              notify.success(row.detail);
            },
            onError: failed,
          })
        }
      >
        <Text size="sm">
          {t('dataPrivacy.deletion.confirmText', { days: ACCOUNT_DELETION_BUSINESS_DAYS })}
        </Text>
        <List size="sm" spacing={2} withPadding>
          {t('dataPrivacy.deletion.confirmItems', { returnObjects: true }).map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
        <Text size="sm" fw={600}>
          {t('dataPrivacy.deletion.confirmAdvice')}
        </Text>
      </TypedConfirmModal>
    </Stack>
  );
}
