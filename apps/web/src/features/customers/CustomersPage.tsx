import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../components/ScreenPlaceholder.tsx';

export function CustomersPage() {
  const { t } = useTranslation();
  return (
    <ScreenPlaceholder
      title={t('pages.customers.title')}
      emptyTitle={t('pages.customers.emptyTitle')}
      emptyText={t('pages.customers.emptyText')}
      icon={<IconUsers aria-hidden="true" />}
    />
  );
}
