import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../components/ScreenPlaceholder.tsx';

export function TravelPdfPage() {
  const { t } = useTranslation();
  return (
    <ScreenPlaceholder
      title={t('pages.travelPdf.title')}
      emptyText={t('pages.travelPdf.emptyText')}
      icon={<IconFileTypePdf aria-hidden="true" />}
    />
  );
}
