import { IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../components/ScreenPlaceholder.tsx';

export function PaymentsPage() {
  const { t } = useTranslation();
  return (
    <ScreenPlaceholder
      title={t('pages.payments.title')}
      emptyText={t('pages.payments.emptyText')}
      icon={<IconCreditCard aria-hidden="true" />}
    />
  );
}
