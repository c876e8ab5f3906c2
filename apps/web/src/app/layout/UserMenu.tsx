import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconCreditCard, IconHelpCircle, IconLogout, IconPlayerPlay, IconUserCircle } from '@tabler/icons-react';
import { TUTORIAL_PARAM } from '@rumo/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AccountUser } from '../../api/account.ts';
import { useLogout } from '../../features/auth/useLogout.ts';

function initials(user: AccountUser): string {
  return `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();
}

/** Minha conta, Pagamentos, Suporte, Sair (spec 2). */
export function UserMenu({ user }: { user: AccountUser }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const fullName = `${user.first_name} ${user.last_name}`.trim();
  return (
    <Menu position="bottom-end" shadow="md" width={240}>
      <Menu.Target>
        <UnstyledButton aria-label={t('nav.userMenu')} p={4} style={{ borderRadius: 'var(--mantine-radius-xl)' }}>
          <Group gap={8} wrap="nowrap">
            <Avatar src={user.picture || null} alt="" radius="xl" size={34} color="rumo">
              {initials(user)}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="md" maw={160} truncate="end">
              {fullName}
            </Text>
            <IconChevronDown size={14} aria-hidden="true" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate="end">
            {fullName}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to="/minha-conta" leftSection={<IconUserCircle size={16} aria-hidden="true" />}>
          {t('nav.account')}
        </Menu.Item>
        <Menu.Item component={Link} to="/pagamentos" leftSection={<IconCreditCard size={16} aria-hidden="true" />}>
          {t('nav.payments')}
        </Menu.Item>
        <Menu.Item component={Link} to="/suporte" leftSection={<IconHelpCircle size={16} aria-hidden="true" />}>
          {t('nav.support')}
        </Menu.Item>
        <Menu.Item component={Link} to={`/?${TUTORIAL_PARAM}=1`} leftSection={<IconPlayerPlay size={16} aria-hidden="true" />}>
          {t('tutorial.open')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={logout} leftSection={<IconLogout size={16} aria-hidden="true" />}>
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
