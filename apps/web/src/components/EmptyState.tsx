import type { ReactNode } from 'react';
import { EmptyState as MantineEmptyState } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';

export interface EmptyStateProps {
  title?: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** Buttons or links that lead somewhere real. */
  actions?: ReactNode;
  /** Heading level of the title inside the page. */
  titleOrder?: 2 | 3 | 4;
}

/** What a screen shows when there is nothing to list: no placeholders that look like data. */
export function EmptyState({ title, description, icon, actions, titleOrder = 2 }: EmptyStateProps) {
  return (
    <MantineEmptyState py="xl" px="md" variant="light" icon={icon ?? <IconInbox aria-hidden="true" />}>
      {title ? (
        <MantineEmptyState.Title order={titleOrder} fz="lg">
          {title}
        </MantineEmptyState.Title>
      ) : null}
      {description ? <MantineEmptyState.Description>{description}</MantineEmptyState.Description> : null}
      {actions ? <MantineEmptyState.Actions>{actions}</MantineEmptyState.Actions> : null}
    </MantineEmptyState>
  );
}
