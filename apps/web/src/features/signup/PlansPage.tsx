import { IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../components/ScreenPlaceholder.tsx';

export function PlansPage() {
  const { t } = useTranslation();
  return (
    <ScreenPlaceholder
      title={t('pages.plans.title')}
      emptyText={t('pages.plans.emptyText')}
      icon={<IconCreditCard aria-hidden="true" />}
    />
  );
}
