import { IconReportMoney } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../components/ScreenPlaceholder.tsx';

export function FinancialReportPage() {
  const { t } = useTranslation();
  return (
    <ScreenPlaceholder
      title={t('pages.financialReport.title')}
      emptyText={t('pages.financialReport.emptyText')}
      icon={<IconReportMoney aria-hidden="true" />}
    />
  );
}
