import { Anchor, Avatar, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCalendarEvent, IconMapPin, IconPencil, IconTrash, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { tripDays } from '@rumo/core';
import { dateBR, fullName, initials } from '../format.ts';
import type { Travel } from '../useTravels.ts';
import { agencyZone } from '../../../app/agencyZone.ts';

export interface TravelHeaderProps {
  travel: Travel;
  onEdit: () => void;
  onDelete: () => void;
}

/** The trip's h1 and facts: customer (link), dates, days, people, cities, open tasks; edit and delete. */
export function TravelHeader({ travel, onEdit, onDelete }: TravelHeaderProps) {
  const { t } = useTranslation();
  const pending = travel.check_list.filter((task) => !task.checked).length;
  const days = tripDays(travel.going, travel.back, agencyZone());
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} mb="lg" bg="white">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap="xs" style={{ flex: 1, minWidth: 240 }}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {travel.name}
          </Title>
          <Group gap="xs">
            <Avatar src={travel.customer.picture} alt="" size={28} radius="xl" color="rumo">
              {initials(travel.customer)}
            </Avatar>
            <Text size="sm" c="dimmed">
              {t('travels.detail.customer')}:
            </Text>
            <Anchor component={Link} to={`/clientes/${travel.customer.id}`} fw={600} size="sm">
              {fullName(travel.customer)}
            </Anchor>
          </Group>
          <Group gap="lg" mt={4}>
            <Group gap={6} wrap="nowrap">
              <IconCalendarEvent size={18} aria-hidden="true" color="var(--mantine-color-rumo-7)" />
              <Text size="sm">
                <Text span c="dimmed" size="sm">
                  {t('travels.detail.dates')}:{' '}
                </Text>
                {dateBR(travel.going)} – {dateBR(travel.back)} ({t('travels.detail.days', { count: days })})
              </Text>
            </Group>
            <Group gap={6} wrap="nowrap">
              <IconUsers size={18} aria-hidden="true" color="var(--mantine-color-rumo-7)" />
              <Text size="sm">
                <Text span c="dimmed" size="sm">
                  {t('travels.detail.people')}:{' '}
                </Text>
                {travel.amount_of_people}
              </Text>
            </Group>
          </Group>
          <Group gap={6}>
            <IconMapPin size={18} aria-hidden="true" color="var(--mantine-color-rumo-7)" />
            <Text span c="dimmed" size="sm">
              {t('travels.detail.cities')}:
            </Text>
            {travel.screenplay.map((city) => (
              <Badge key={city} variant="light" c="rumo.9" tt="none" size="md">
                {city}
              </Badge>
            ))}
          </Group>
          {pending ? (
            <Group gap={6} c="red.9">
              <IconAlertTriangle size={18} aria-hidden="true" />
              <Text size="sm" fw={600}>
                {t('travels.detail.pendingTasks', { count: pending })}
              </Text>
            </Group>
          ) : null}
        </Stack>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconPencil size={16} aria-hidden="true" />} onClick={onEdit}>
            {t('travels.detail.edit')}
          </Button>
          <Button variant="outline" color="red.9" leftSection={<IconTrash size={16} aria-hidden="true" />} onClick={onDelete}>
            {t('travels.detail.delete')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
