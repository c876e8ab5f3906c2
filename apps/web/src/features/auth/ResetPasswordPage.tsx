import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../components/ScreenPlaceholder.tsx';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  return (
    <ScreenPlaceholder
      title={t('pages.resetPassword.title')}
      emptyText={t('pages.resetPassword.emptyText')}
      icon={<IconKey aria-hidden="true" />}
    />
  );
}
