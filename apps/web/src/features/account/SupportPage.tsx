import { IconHelpCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../components/ScreenPlaceholder.tsx';

export function SupportPage() {
  const { t } = useTranslation();
  return (
    <ScreenPlaceholder
      title={t('pages.support.title')}
      emptyText={t('pages.support.emptyText')}
      icon={<IconHelpCircle aria-hidden="true" />}
    />
  );
}
