import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The spinner shown while a screen part or its data loads (spec 2). */
export function PageLoader({ minHeight = 240 }: { minHeight?: number | string }) {
  const { t } = useTranslation();
  return (
    <Center mih={minHeight} role="status" aria-live="polite" aria-label={t('common.loading')}>
      <Loader aria-hidden="true" />
    </Center>
  );
}
