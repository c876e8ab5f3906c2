import { IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../components/ScreenPlaceholder.tsx';

export function StaffPage() {
  const { t } = useTranslation();
  return (
    <ScreenPlaceholder
      title={t('pages.staff.title')}
      emptyTitle={t('pages.staff.emptyTitle')}
      emptyText={t('pages.staff.emptyText')}
      icon={<IconUsersGroup aria-hidden="true" />}
    />
  );
}
