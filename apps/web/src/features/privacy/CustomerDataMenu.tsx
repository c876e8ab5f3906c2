import { useState } from 'react';
import { Alert, Button, List, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconDownload, IconShieldLock, IconUserOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../components/notify.ts';
import { fullName } from '../customers/format.ts';
import type { CustomerRow } from '../customers/useCustomers.ts';
import { TypedConfirmModal } from './TypedConfirmModal.tsx';
import { useEraseCustomer, useExportCustomerData } from './usePrivacy.ts';

/**
 * The client page's 'Dados pessoais (LGPD)' menu: the client's data as a JSON file, and the
 * anonymisation (trips and financial history stay), confirmed by typing the client's name.
 */
export function CustomerDataMenu({ customer, onErased }: { customer: CustomerRow; onErased?: () => void }) {
  const { t } = useTranslation();
  const name = fullName(customer);
  const exportData = useExportCustomerData(
    customer.id,
    t('dataPrivacy.customer.fileName', { id: customer.id }),
  );
  const erase = useEraseCustomer(customer.id);
  const [confirming, setConfirming] = useState(false);
  const failed = (error: unknown) =>
    notify.failure(error);

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconShieldLock size={16} aria-hidden="true" />}
            rightSection={<IconChevronDown size={14} aria-hidden="true" />}
            loading={exportData.isPending || erase.isPending}
          >
            {t('dataPrivacy.customer.menu')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            onClick={() =>
              exportData.mutate(undefined, {
                onSuccess: () => notify.success(t('dataPrivacy.customer.exported')),
                onError: failed,
              })
            }
          >
            {t('dataPrivacy.customer.export')}
          </Menu.Item>
          <Menu.Item
            c="red.9"
            leftSection={<IconUserOff size={16} aria-hidden="true" />}
            onClick={() => setConfirming(true)}
          >
            {t('dataPrivacy.customer.erase')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <TypedConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('dataPrivacy.customer.eraseTitle', { name })}
        expected={name}
        label={t('dataPrivacy.customer.eraseTypeLabel')}
        hint={t('dataPrivacy.customer.eraseTypeHint', { name })}
        confirmLabel={t('dataPrivacy.customer.eraseConfirm')}
        loading={erase.isPending}
        onConfirm={() =>
          erase.mutate(undefined, {
            onSuccess: (answer) => {
              setConfirming(false);
              notify.success(answer.detail);
              onErased?.();
            },
            onError: failed,
          })
        }
      >
        <Text size="sm">{t('dataPrivacy.customer.eraseText')}</Text>
        <List size="sm" spacing={2} withPadding>
          {t('dataPrivacy.customer.eraseItems', { returnObjects: true }).map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
        <Alert color="blue" variant="light" p="xs">
          <Text size="sm">{t('dataPrivacy.customer.eraseKept')}</Text>
        </Alert>
      </TypedConfirmModal>
    </>
  );
}
