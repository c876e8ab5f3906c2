import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconPlane, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toTripZone, todayIn, tripDays } from '@rumo/core';
import { DataLoader } from '../../components/DataLoader.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { dateBR } from './format.ts';
import { useCustomerTravels } from './useCustomers.ts';
import { agencyZone } from '../../app/agencyZone.ts';

type Status = 'upcoming' | 'current' | 'past';
const STATUS_COLOR: Record<Status, string> = { upcoming: 'blue.8', current: 'green.9', past: 'gray.7' };

function statusOf(going: string, back: string, today: string): Status {
  if (toTripZone(back, agencyZone()).date < today) return 'past';
  if (toTripZone(going, agencyZone()).date > today) return 'upcoming';
  return 'current';
}

/** Viagens: the customer's trips (GET /travels/?customer_id=), each linking to its page. */
export function CustomerTrips({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const travels = useCustomerTravels(customerId);
  const today = todayIn(agencyZone());
  return (
    <Stack gap="md">
      <Title order={2} fz="lg">
        {t('customers.travels.title')}
      </Title>
      <DataLoader
        query={travels}
        isEmpty={(data) => data.results.length === 0}
        empty={
          <EmptyState
            titleOrder={3}
            icon={<IconPlane aria-hidden="true" />}
            title={t('customers.travels.emptyTitle')}
            description={t('customers.travels.emptyText')}
          />
        }
      >
        {(data) => (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.results.map((travel) => {
              const status = statusOf(travel.going, travel.back, today);
              return (
                <Paper key={travel.id} component="li" withBorder radius="md" px="md" py="sm">
                  <Group justify="space-between" gap="sm">
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Anchor component={Link} to={`/viagem/${customerId}/${travel.id}`} fw={600}>
                        {travel.name}
                      </Anchor>
                      <Group gap="md" style={{ rowGap: 2 }}>
                        <Group gap={4} wrap="nowrap">
                          <IconCalendar size={14} aria-hidden="true" color="var(--mantine-color-dimmed)" />
                          <Text size="xs">
                            {dateBR(travel.going)} – {dateBR(travel.back)} ·{' '}
                            {t('customers.travels.days', { count: tripDays(travel.going, travel.back, agencyZone()) })}
                          </Text>
                        </Group>
                        <Group gap={4} wrap="nowrap">
                          <IconUsers size={14} aria-hidden="true" color="var(--mantine-color-dimmed)" />
                          <Text size="xs">
                            {t('customers.travels.people', { count: travel.amount_of_people })}
                          </Text>
                        </Group>
                      </Group>
                    </Stack>
                    <Badge color={STATUS_COLOR[status]} variant="light" radius="sm" tt="none">
                      {t(`customers.travels.status.${status}`)}
                    </Badge>
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        )}
      </DataLoader>
    </Stack>
  );
}
