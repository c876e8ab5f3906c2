import { IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../components/ScreenPlaceholder.tsx';

export function CustomerPage() {
  const { t } = useTranslation();
  return (
    <ScreenPlaceholder
      title={t('pages.customer.title')}
      emptyTitle={t('pages.customer.emptyTitle')}
      emptyText={t('pages.customer.emptyText')}
      icon={<IconUser aria-hidden="true" />}
    />
  );
}
