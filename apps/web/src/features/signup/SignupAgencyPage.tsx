import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../components/ScreenPlaceholder.tsx';

export function SignupAgencyPage() {
  const { t } = useTranslation();
  return (
    <ScreenPlaceholder
      title={t('pages.signupAgency.title')}
      emptyText={t('pages.signupAgency.emptyText')}
      icon={<IconBuildingStore aria-hidden="true" />}
    />
  );
}
