import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../components/ScreenPlaceholder.tsx';

export function SignupPage() {
  const { t } = useTranslation();
  return (
    <ScreenPlaceholder
      title={t('pages.signup.title')}
      emptyText={t('pages.signup.emptyText')}
      icon={<IconUserPlus aria-hidden="true" />}
    />
  );
}
