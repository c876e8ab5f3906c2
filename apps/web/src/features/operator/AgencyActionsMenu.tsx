import { ActionIcon, Menu } from '@mantine/core';
import { IconCalendarPlus, IconDots, IconEye, IconLock, IconLockOpen } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@rumo/core';
import type { OperatorAction } from './useOperator.ts';

export interface AgencyActionsMenuProps {
  agency: { id: number; name: string; status: string };
  onAction: (action: OperatorAction) => void;
  /** The detail page already is the details. */
  withDetails?: boolean;
}

/** Details, block or unblock, extend the trial: each action opens its confirmation. */
export function AgencyActionsMenu({ agency, onAction, withDetails = true }: AgencyActionsMenuProps) {
  const { t } = useTranslation();
  const blocked = agency.status === 'blocked';
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray.8"
          size="lg"
          aria-label={t('operator.actions.menu', { name: agency.name })}
        >
          <IconDots size={20} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {withDetails ? (
          <Menu.Item
            component={Link}
            to={`${ROUTES.operator}/${agency.id}`}
            leftSection={<IconEye size={16} aria-hidden="true" />}
          >
            {t('operator.actions.details')}
          </Menu.Item>
        ) : null}
        {blocked ? (
          <Menu.Item
            leftSection={<IconLockOpen size={16} aria-hidden="true" />}
            onClick={() => onAction('unblock')}
          >
            {t('operator.actions.unblock')}
          </Menu.Item>
        ) : (
          <Menu.Item
            color="red.8"
            leftSection={<IconLock size={16} aria-hidden="true" />}
            onClick={() => onAction('block')}
          >
            {t('operator.actions.block')}
          </Menu.Item>
        )}
        <Menu.Item
          leftSection={<IconCalendarPlus size={16} aria-hidden="true" />}
          onClick={() => onAction('extend-trial')}
        >
          {t('operator.actions.extendTrial')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
