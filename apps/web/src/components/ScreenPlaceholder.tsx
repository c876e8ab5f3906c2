import type { ReactNode } from 'react';
import { Paper } from '@mantine/core';
import { EmptyState } from './EmptyState.tsx';
import { PageHeader } from './PageHeader.tsx';

export interface ScreenPlaceholderProps {
  title: string;
  subtitle?: ReactNode;
  emptyTitle?: string;
  emptyText?: string;
  icon?: ReactNode;
}

/** A screen whose content is still to come: its title and an honest empty state, no sample data. */
export function ScreenPlaceholder({ title, subtitle, emptyTitle, emptyText, icon }: ScreenPlaceholderProps) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <Paper withBorder radius="lg" bg="white">
        <EmptyState title={emptyTitle} description={emptyText} icon={icon} />
      </Paper>
    </>
  );
}
