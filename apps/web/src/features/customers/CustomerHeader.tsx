import { Anchor, Avatar, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import {
  IconCake,
  IconMail,
  IconPencil,
  IconPhone,
  IconPlaneDeparture,
  IconTrash,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../components/confirmDelete.tsx';
import { CustomerDataMenu } from '../privacy/CustomerDataMenu.tsx';
import { notify } from '../../components/notify.ts';
import { ageOf, dateBR, fullName, initials, phoneDisplay } from './format.ts';
import { useDeleteCustomer, type CustomerRow } from './useCustomers.ts';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" c="dark.6" align="flex-start" style={{ minWidth: 0 }}>
      <span style={{ display: 'inline-flex', paddingTop: 3 }}>{icon}</span>
      <Text size="sm" component="span" style={{ minWidth: 0 }}>
        {children}
      </Text>
    </Group>
  );
}

export interface CustomerHeaderProps {
  customer: CustomerRow;
  onEdit: () => void;
  onDeleted: () => void;
  /** After the LGPD anonymisation: the page shows the erased record. */
  onErased?: () => void;
}

/** The top of the client details: picture, name, personality tags, contact, next trip; edit and delete. */
export function CustomerHeader({ customer, onEdit, onDeleted, onErased }: CustomerHeaderProps) {
  const { t } = useTranslation();
  const name = fullName(customer);
  useDocumentTitle(`${name} · ${t('app.name')}`);
  const remove = useDeleteCustomer();
  const age = ageOf(customer.birth_date);
  const phone = useMediaQuery('(max-width: 48em)');
  const iconProps = { size: 16, 'aria-hidden': true, color: 'var(--mantine-color-dimmed)' } as const;

  const askDelete = () =>
    confirmDelete({
      name,
      onConfirm: () =>
        remove.mutateAsync(customer.id).then(
          () => {
            notify.success(t('customers.list.deleted'));
            onDeleted();
          },
          (error: unknown) => notify.failure(error),
        ),
    });

  return (
    <Paper withBorder radius="lg" bg="white" p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" align="flex-start" gap="md">
        <Group gap={phone ? 'md' : 'lg'} align="flex-start" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
          <Avatar
            src={customer.picture}
            alt=""
            size={phone ? 56 : 88}
            radius={88}
            color="rumo"
            fz={phone ? 20 : 28}
          >
            {initials(customer)}
          </Avatar>
          <Stack gap={8} style={{ minWidth: 0 }}>
            <div>
              <Title order={1} fz={{ base: 22, sm: 28 }} lh={1.2}>
                {name}
              </Title>
              <Text size="sm" c="dimmed">
                {customer.created_by
                  ? t('customers.details.sinceBy', {
                      date: dateBR(customer.created_at),
                      name: fullName(customer.created_by),
                    })
                  : t('customers.details.since', { date: dateBR(customer.created_at) })}
              </Text>
            </div>
            {customer.personality_tags.length > 0 ? (
              <Group gap={6} aria-label={t('customers.form.personalityTags')} role="list">
                {customer.personality_tags.map((tag) => (
                  <Badge key={tag} variant="light" radius="sm" tt="none" role="listitem">
                    {tag}
                  </Badge>
                ))}
              </Group>
            ) : null}
            <Group gap="lg" style={{ rowGap: 6 }}>
              {customer.email ? (
                <Fact icon={<IconMail {...iconProps} />}>
                  <Anchor href={`mailto:${customer.email}`} size="sm" style={{ wordBreak: 'break-all' }}>
                    {customer.email}
                  </Anchor>
                </Fact>
              ) : null}
              {customer.phone ? (
                <Fact icon={<IconPhone {...iconProps} />}>
                  <Anchor href={`tel:${customer.phone}`} size="sm">
                    {phoneDisplay(customer.phone)}
                  </Anchor>
                </Fact>
              ) : null}
              {customer.birth_date ? (
                <Fact icon={<IconCake {...iconProps} />}>
                  {age === null
                    ? dateBR(customer.birth_date)
                    : t('customers.details.birth', { date: dateBR(customer.birth_date), count: age })}
                </Fact>
              ) : null}
              {customer.next_trip ? (
                <Fact icon={<IconPlaneDeparture {...iconProps} />}>
                  <Anchor component={Link} to={`/viagem/${customer.id}/${customer.next_trip.id}`} size="sm">
                    {t('customers.details.nextTrip', {
                      name: customer.next_trip.name,
                      date: dateBR(customer.next_trip.going),
                    })}
                  </Anchor>
                </Fact>
              ) : null}
              {!customer.email && !customer.phone ? (
                <Text size="sm" c="dimmed">
                  {t('customers.details.noContact')}
                </Text>
              ) : null}
            </Group>
          </Stack>
        </Group>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden="true" />}
            onClick={onEdit}
          >
            {t('customers.details.edit')}
          </Button>
          <Button
            variant="default"
            c="red.9"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            loading={remove.isPending}
            onClick={askDelete}
          >
            {t('customers.details.delete')}
          </Button>
          <CustomerDataMenu customer={customer} onErased={onErased} />
        </Group>
      </Group>
    </Paper>
  );
}
