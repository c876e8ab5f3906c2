import { ActionIcon, Anchor, Avatar, Checkbox, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconPlaneDeparture, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SortableTh, type SortState } from '../../components/SortableTh.tsx';
import { dateBR, fullName, initials, phoneDisplay } from './format.ts';
import type { CustomerRow, CustomerSortColumn } from './useCustomers.ts';

export interface CustomerListViewProps {
  rows: CustomerRow[];
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: (checked: boolean) => void;
  onDelete: (customer: CustomerRow) => void;
}

export interface CustomerTableProps extends CustomerListViewProps {
  sort: SortState<CustomerSortColumn>;
  onSort: (next: SortState<CustomerSortColumn>) => void;
}

export const customerPath = (customer: { id: number }) => `/clientes/${customer.id}`;

/** The next trip of a row: name and departure, or a dimmed "no trip". */
export function NextTrip({ customer }: { customer: CustomerRow }) {
  const { t } = useTranslation();
  const trip = customer.next_trip;
  if (!trip) {
    return (
      <Text span size="sm" c="dimmed">
        {t('customers.list.noTrip')}
      </Text>
    );
  }
  return (
    <Anchor component={Link} to={`/viagem/${customer.id}/${trip.id}`} size="sm" underline="hover">
      <Group gap={6} wrap="nowrap" component="span">
        <IconPlaneDeparture size={15} aria-hidden="true" />
        <span>
          {trip.name} · {dateBR(trip.going)}
        </span>
      </Group>
    </Anchor>
  );
}

/** Desktop list: checkbox, picture, name, e-mail, phone, next trip, created by, delete. */
export function CustomerTable({
  rows,
  selected,
  onToggle,
  onToggleAll,
  onDelete,
  sort,
  onSort,
}: CustomerTableProps) {
  const { t } = useTranslation();
  const allChecked = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const someChecked = rows.some((row) => selected.has(row.id));
  const th = (column: CustomerSortColumn, label: string) => (
    <SortableTh column={column} sort={sort} onSort={onSort}>
      {label}
    </SortableTh>
  );
  return (
    <Table.ScrollContainer minWidth={960} type="native">
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('customers.list.selectAll')}
                checked={allChecked}
                indeterminate={someChecked && !allChecked}
                onChange={(event) => onToggleAll(event.currentTarget.checked)}
              />
            </Table.Th>
            <Table.Th w={56}>{t('customers.list.columns.picture')}</Table.Th>
            {th('first_name', t('customers.list.columns.name'))}
            {th('email', t('customers.list.columns.email'))}
            {th('phone', t('customers.list.columns.phone'))}
            <Table.Th>{t('customers.list.columns.nextTrip')}</Table.Th>
            {th('created_at', t('customers.list.columns.createdBy'))}
            <Table.Th ta="right">{t('customers.list.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((customer) => {
            const name = fullName(customer);
            return (
              <Table.Tr
                key={customer.id}
                bg={selected.has(customer.id) ? 'var(--mantine-color-rumo-light)' : undefined}
              >
                <Table.Td>
                  <Checkbox
                    aria-label={t('customers.list.select', { name })}
                    checked={selected.has(customer.id)}
                    onChange={() => onToggle(customer.id)}
                  />
                </Table.Td>
                <Table.Td>
                  <Avatar src={customer.picture} alt="" radius="xl" color="rumo" size={36}>
                    {initials(customer)}
                  </Avatar>
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={customerPath(customer)} fw={600} size="sm">
                    {name}
                  </Anchor>
                  {customer.personality_tags.length > 0 ? (
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {customer.personality_tags.join(' · ')}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  {customer.email ? (
                    <Text size="sm">{customer.email}</Text>
                  ) : (
                    <Text size="sm" c="dimmed">
                      —
                    </Text>
                  )}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{phoneDisplay(customer.phone) || '—'}</Table.Td>
                <Table.Td>
                  <NextTrip customer={customer} />
                </Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm">{customer.created_by ? fullName(customer.created_by) : '—'}</Text>
                    <Text size="xs" c="dimmed">
                      {dateBR(customer.created_at)}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Tooltip label={t('customers.list.delete', { name })}>
                    <ActionIcon
                      variant="subtle"
                      color="red.9"
                      size="lg"
                      ml="auto"
                      display="flex"
                      aria-label={t('customers.list.delete', { name })}
                      onClick={() => onDelete(customer)}
                    >
                      <IconTrash size={18} aria-hidden="true" />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
