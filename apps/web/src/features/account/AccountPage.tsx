import { IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../components/ScreenPlaceholder.tsx';

export function AccountPage() {
  const { t } = useTranslation();
  return (
    <ScreenPlaceholder
      title={t('pages.account.title')}
      emptyText={t('pages.account.emptyText')}
      icon={<IconUserCircle aria-hidden="true" />}
    />
  );
}
