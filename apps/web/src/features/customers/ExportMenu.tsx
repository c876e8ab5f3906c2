import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload, IconFileSpreadsheet, IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CustomerExportFormat } from '@rumo/core';
import { notify } from '../../components/notify.ts';
import { useExportCustomers } from './useTransfer.ts';

/** Exportar: the list (with the current search) as .xlsx or .csv, downloaded with the session's token. */
export function ExportMenu({ search }: { search: string }) {
  const { t } = useTranslation();
  const exporter = useExportCustomers();
  const run = (format: CustomerExportFormat) =>
    exporter.mutate(
      { format, search, fallbackName: t('customers.export.fileName') },
      {
        onSuccess: (name) => notify.success(t('customers.export.done', { name })),
        onError: (error) => notify.danger(error.message),
      },
    );
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          loading={exporter.isPending}
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
        >
          {t('customers.export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('customers.export.menu')}</Menu.Label>
        <Menu.Item
          leftSection={<IconFileSpreadsheet size={16} aria-hidden="true" />}
          onClick={() => run('xlsx')}
        >
          {t('customers.export.xlsx')}
        </Menu.Item>
        <Menu.Item leftSection={<IconFileText size={16} aria-hidden="true" />} onClick={() => run('csv')}>
          {t('customers.export.csv')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
