import { IconRoute } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../components/ScreenPlaceholder.tsx';

export function TravelPage() {
  const { t } = useTranslation();
  return (
    <ScreenPlaceholder
      title={t('pages.travel.title')}
      emptyTitle={t('pages.travel.emptyTitle')}
      emptyText={t('pages.travel.emptyText')}
      icon={<IconRoute aria-hidden="true" />}
    />
  );
}
