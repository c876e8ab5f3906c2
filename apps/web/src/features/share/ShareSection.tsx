import { useState } from 'react';
import { Alert, Badge, Button, CopyButton, Group, NumberInput, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconCheck, IconCopy, IconLink, IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SHARE_DEFAULT_DAYS, SHARE_MAX_DAYS } from '@rumo/core';
import { confirmDelete } from '../../components/confirmDelete.tsx';
import { notify } from '../../components/notify.ts';
import { fullName, instantDateTime } from '../travels/format.ts';
import { useCreateShare, useRevokeShare, useShares, type Share, type ShareCreated } from './useShares.ts';


/** "Compartilhar com o cliente": create a read-only link to the trip, copy it, revoke old ones. */
export function ShareSection({ travelId }: { travelId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const [days, setDays] = useState<number>(SHARE_DEFAULT_DAYS);
  const [created, setCreated] = useState<ShareCreated | null>(null);
  const create = useCreateShare(travelId);
  const shares = useShares(travelId);

  const submit = () =>
    create.mutate(days, {
      onSuccess: (link) => setCreated(link),
      onError: (error) => notify.failure(error),
    });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`${id}-heading`}>
      <Group gap="xs" mb={4}>
        <IconShare size={18} aria-hidden="true" />
        <Title order={3} fz="md" id={`${id}-heading`}>
          {t('vouchers.share.heading')}
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {t('vouchers.share.text')}
      </Text>
      <Group align="flex-end" gap="sm">
        <NumberInput
          label={t('vouchers.share.days')}
          value={days}
          onChange={(value) => setDays(typeof value === 'number' ? value : SHARE_DEFAULT_DAYS)}
          min={1}
          max={SHARE_MAX_DAYS}
          clampBehavior="strict"
          allowDecimal={false}
          w={140}
        />
        <Button leftSection={<IconLink size={16} aria-hidden="true" />} onClick={submit} loading={create.isPending}>
          {t('vouchers.share.create')}
        </Button>
      </Group>

      {created ? (
        <Alert color="green.9" variant="light" mt="sm" title={t('vouchers.share.created')}>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={t('vouchers.share.link')}
              value={created.url}
              readOnly
              style={{ flex: 1, minWidth: 0 }}
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton value={created.url}>
              {({ copied, copy }) => (
                <Button
                  variant={copied ? 'filled' : 'default'}
                  color={copied ? 'green.8' : undefined}
                  onClick={copy}
                  leftSection={copied ? <IconCheck size={16} aria-hidden="true" /> : <IconCopy size={16} aria-hidden="true" />}
                >
                  {copied ? t('vouchers.share.copied') : t('vouchers.share.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Text size="sm" mt={6}>
            {t('vouchers.share.expires', { date: instantDateTime(created.expires_at) })}
          </Text>
        </Alert>
      ) : null}

      <Title order={4} fz="sm" mt="md" mb="xs">
        {t('vouchers.share.existing')}
      </Title>
      {shares.data?.length ? (
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {shares.data.map((share) => (
            <ShareRow key={share.id} share={share} travelId={travelId} />
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {shares.isPending ? t('common.loading') : t('vouchers.share.none')}
        </Text>
      )}
    </Paper>
  );
}

function ShareRow({ share, travelId }: { share: Share; travelId: number }) {
  const { t } = useTranslation();
  const revoke = useRevokeShare(travelId);
  const created = instantDateTime(share.created_at);
  const status = share.active ? 'active' : share.revoked_at ? 'revoked' : 'expired';
  const askRevoke = () =>
    confirmDelete({
      name: t('vouchers.share.revokeLink', { date: created }),
      onConfirm: () =>
        revoke.mutateAsync(share.id).then(
          () => notify.success(t('vouchers.share.revokedDone')),
          (error: unknown) => notify.failure(error),
        ),
    });
  return (
    <Group component="li" gap="sm" justify="space-between" wrap="nowrap">
      <div style={{ minWidth: 0 }}>
        <Group gap="xs">
          <Badge size="sm" variant="filled" color={{ active: 'rumo.9', revoked: 'red.9', expired: 'gray.7' }[status]}>
            {t(`vouchers.share.${status}`)}
          </Badge>
          <Text size="sm">{t('vouchers.share.expires', { date: instantDateTime(share.expires_at) })}</Text>
        </Group>
        <Text size="xs" c="dimmed">
          {share.created_by
            ? t('vouchers.share.createdBy', { date: created, name: fullName(share.created_by) })
            : t('vouchers.share.createdAt', { date: created })}
        </Text>
      </div>
      {share.active ? (
        <Button size="xs" variant="outline" color="red.9" onClick={askRevoke} aria-label={t('vouchers.share.revokeLink', { date: created })}>
          {t('vouchers.share.revoke')}
        </Button>
      ) : null}
    </Group>
  );
}
