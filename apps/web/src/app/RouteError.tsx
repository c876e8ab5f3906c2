import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from './lazyPage.tsx';

/**
 * A screen that did not load (spec 8: chunk loading error, with a reload) or failed unexpectedly.
 * Inside a layout it fills the layout's main area; on its own it is the page's main landmark.
 */
export function RouteError({ error, inLayout = false }: { error: unknown; inLayout?: boolean }) {
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  return (
    <Center component={inLayout ? 'div' : 'main'} mih="60vh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center" role="alert">
        <Title order={1} fz={24}>
          {chunk ? t('errors.loadFailed') : t('common.somethingWrong')}
        </Title>
        <Text>{chunk ? t('errors.chunkLoad') : t('common.unexpected')}</Text>
        <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
      </Stack>
    </Center>
  );
}
