import { ActionIcon, Anchor, Avatar, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMail, IconPhone, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { customerPath, NextTrip, type CustomerListViewProps } from './CustomerTable.tsx';
import { fullName, initials, phoneDisplay } from './format.ts';

/** Phone list: one card per customer, with the same selection and delete as the table. */
export function CustomerCards({ rows, selected, onToggle, onToggleAll, onDelete }: CustomerListViewProps) {
  const { t } = useTranslation();
  const allChecked = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const someChecked = rows.some((row) => selected.has(row.id));
  return (
    <Stack gap="sm">
      <Checkbox
        label={t('customers.list.selectAllShort')}
        checked={allChecked}
        indeterminate={someChecked && !allChecked}
        onChange={(event) => onToggleAll(event.currentTarget.checked)}
        size="sm"
      />
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((customer) => {
          const name = fullName(customer);
          return (
            <Paper
              key={customer.id}
              component="li"
              withBorder
              radius="md"
              p="sm"
              bg={selected.has(customer.id) ? 'var(--mantine-color-rumo-light)' : undefined}
            >
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Checkbox
                  mt={8}
                  aria-label={t('customers.list.select', { name })}
                  checked={selected.has(customer.id)}
                  onChange={() => onToggle(customer.id)}
                />
                <Avatar src={customer.picture} alt="" radius="xl" color="rumo" size={40}>
                  {initials(customer)}
                </Avatar>
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Anchor component={Link} to={customerPath(customer)} fw={600} size="sm" truncate="end">
                    {name}
                  </Anchor>
                  {customer.email ? (
                    <Group gap={6} wrap="nowrap">
                      <IconMail size={14} aria-hidden="true" color="var(--mantine-color-dimmed)" />
                      <Text size="xs" truncate="end">
                        {customer.email}
                      </Text>
                    </Group>
                  ) : null}
                  {customer.phone ? (
                    <Group gap={6} wrap="nowrap">
                      <IconPhone size={14} aria-hidden="true" color="var(--mantine-color-dimmed)" />
                      <Text size="xs">{phoneDisplay(customer.phone)}</Text>
                    </Group>
                  ) : null}
                  <NextTrip customer={customer} />
                </Stack>
                <ActionIcon
                  variant="subtle"
                  color="red.9"
                  size="lg"
                  aria-label={t('customers.list.delete', { name })}
                  onClick={() => onDelete(customer)}
                >
                  <IconTrash size={18} aria-hidden="true" />
                </ActionIcon>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
