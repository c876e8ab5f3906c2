import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

export interface PageHeaderProps {
  /** The screen's h1, also used in the browser tab. */
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
}

/** The h1 of a screen, an optional line under it and its actions. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  const { t } = useTranslation();
  useDocumentTitle(`${title} · ${t('app.name')}`);
  return (
    <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {title}
        </Title>
        {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
      </Stack>
      {actions ? <Group gap="xs">{actions}</Group> : null}
    </Group>
  );
}
