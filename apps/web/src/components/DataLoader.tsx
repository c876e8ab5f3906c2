import type { ReactNode } from 'react';
import { Anchor, Center, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLoader } from './PageLoader.tsx';

export interface DataLoaderProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  /** Shown instead of children when isEmpty says the data has nothing to show. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
}

/** Spinner while loading, 'Erro!' with a 'Tentar novamente' link on failure (spec 8), then the data. */
export function DataLoader<T>({ query, children, empty, isEmpty }: DataLoaderProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) return <PageLoader />;
  // A failed background refresh keeps showing the data it already has.
  if (query.isError && query.data === undefined) {
    return (
      <Center mih={160}>
        <Stack align="center" gap={4} role="alert">
          <Text fw={600}>{t('errors.loadFailed')}</Text>
          <Anchor component="button" type="button" onClick={() => void query.refetch()}>
            {t('errors.retry')}
          </Anchor>
        </Stack>
      </Center>
    );
  }
  const data = query.data as T;
  if (empty !== undefined && isEmpty?.(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}
