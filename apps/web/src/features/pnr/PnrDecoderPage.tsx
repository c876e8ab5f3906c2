import { IconTicket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../components/ScreenPlaceholder.tsx';

export function PnrDecoderPage() {
  const { t } = useTranslation();
  return (
    <ScreenPlaceholder
      title={t('pages.pnr.title')}
      subtitle={t('pages.pnr.subtitle')}
      emptyText={t('pages.pnr.emptyText')}
      icon={<IconTicket aria-hidden="true" />}
    />
  );
}
