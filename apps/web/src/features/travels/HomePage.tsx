import { IconPlaneTilt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../components/ScreenPlaceholder.tsx';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <ScreenPlaceholder
      title={t('pages.home.title')}
      emptyTitle={t('pages.home.emptyTitle')}
      emptyText={t('pages.home.emptyText')}
      icon={<IconPlaneTilt aria-hidden="true" />}
    />
  );
}
