import { useState } from 'react';
import { ActionIcon, Avatar, Badge, Button, Divider, Group, Paper, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconTrash, IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../../components/confirmDelete.tsx';
import { DataLoader } from '../../../components/DataLoader.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { notify } from '../../../components/notify.ts';
import { CustomerAutocomplete, type CustomerOption } from '../form/CustomerAutocomplete.tsx';
import { dateBR, fullName, initials } from '../format.ts';
import type { Travel } from '../useTravels.ts';
import {
  useAddTraveler,
  useCustomerDependents,
  useRemoveTraveler,
  useTravelers,
  type DependentRow,
  type TravelerRow,
} from './useTravelers.ts';


/** Viajantes: who travels (customer, dependents, other customers); add and remove. */
export function Travelers({ travel }: { travel: Travel }) {
  const { t } = useTranslation();
  const travelers = useTravelers(travel.id);
  const remove = useRemoveTraveler(travel.id);

  const roleOf = (traveler: TravelerRow) => {
    if (traveler.degree) return t(`lookups.degree.${traveler.degree}`);
    return traveler.customer_id === travel.customer_id ? t('travels.travelers.titular') : t('travels.travelers.customer');
  };

  const askRemove = (traveler: TravelerRow) =>
    confirmDelete({
      name: fullName(traveler),
      onConfirm: () =>
        remove.mutateAsync(traveler.id).then(
          () => notify.success(t('travels.travelers.removed')),
          (error: unknown) => notify.failure(error),
        ),
    });

  return (
    <Stack gap="lg">
      <div>
        <Title order={2} fz="lg" mb="md">
          {t('travels.travelers.heading')}
        </Title>
        <DataLoader
          query={travelers}
          isEmpty={(rows) => rows.length === 0}
          empty={<EmptyState titleOrder={3} icon={<IconUsersGroup aria-hidden="true" />} title={t('travels.travelers.emptyTitle')} description={t('travels.travelers.emptyText')} />}
        >
          {(rows) => (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {rows.map((traveler) => (
                <Paper key={traveler.id} withBorder radius="md" p="sm" component="li">
                  <Group wrap="nowrap" gap="sm">
                    <Avatar src={traveler.picture} alt="" size={44} radius="xl" color="rumo">
                      {initials(traveler)}
                    </Avatar>
                    <div style={{ flex: 1, minWidth: 0 }}>
                      <Text fw={600} size="sm" truncate="end">
                        {fullName(traveler)}
                      </Text>
                      <Group gap={6}>
                        <Badge size="sm" variant="light" c={traveler.degree ? 'gray.9' : 'rumo.9'} color={traveler.degree ? 'gray' : 'rumo'} tt="none">
                          {roleOf(traveler)}
                        </Badge>
                        {traveler.birth_date ? (
                          <Text size="xs" c="dimmed">
                            {t('travels.travelers.bornOn', { date: dateBR(traveler.birth_date) })}
                          </Text>
                        ) : null}
                      </Group>
                    </div>
                    <Tooltip label={t('travels.travelers.remove', { name: fullName(traveler) })}>
                      <ActionIcon
                        variant="subtle"
                        color="red.9"
                        size="lg"
                        aria-label={t('travels.travelers.remove', { name: fullName(traveler) })}
                        onClick={() => askRemove(traveler)}
                      >
                        <IconTrash size={18} aria-hidden="true" />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Paper>
              ))}
            </SimpleGrid>
          )}
        </DataLoader>
      </div>
      <Divider />
      <AddTraveler travel={travel} onTrip={travelers.data ?? []} />
    </Stack>
  );
}

/** Quick picks from the customer's dependents, or any other customer found by name. */
function AddTraveler({ travel, onTrip }: { travel: Travel; onTrip: TravelerRow[] }) {
  const { t } = useTranslation();
  const dependents = useCustomerDependents(travel.customer_id);
  const add = useAddTraveler(travel.id);
  const [other, setOther] = useState<CustomerOption | null>(null);
  const [otherError, setOtherError] = useState<string | null>(null);

  const travellingDependents = new Set(onTrip.map((row) => row.dependent_id).filter(Boolean));
  const travellingCustomers = onTrip.map((row) => row.customer_id).filter((id): id is number => id !== null);

  const addPerson = (person: { customer_id: number } | { dependent_id: number }) =>
    add.mutateAsync(person).then(
      () => {
        notify.success(t('travels.travelers.added'));
        return true;
      },
      (error: unknown) => {
        notify.failure(error);
        return false;
      },
    );

  const addOther = async () => {
    if (!other) {
      setOtherError(t('validation.required'));
      return;
    }
    if (await addPerson({ customer_id: other.id })) setOther(null);
  };

  const picks = (rows: DependentRow[]) => rows.filter((dependent) => !travellingDependents.has(dependent.id));

  return (
    <Stack gap="md">
      <Title order={2} fz="lg">
        {t('travels.travelers.addHeading')}
      </Title>
      <div>
        <Title order={3} fz="sm" mb="xs">
          {t('travels.travelers.dependentsHeading', { name: fullName(travel.customer) })}
        </Title>
        <DataLoader query={dependents}>
          {(rows) =>
            rows.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('travels.travelers.noDependentsAtAll')}
              </Text>
            ) : picks(rows).length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('travels.travelers.noDependents')}
              </Text>
            ) : (
              <Group gap="xs">
                {picks(rows).map((dependent) => (
                  <Button
                    key={dependent.id}
                    variant="light"
                    leftSection={<IconUserPlus size={16} aria-hidden="true" />}
                    loading={add.isPending && add.variables && 'dependent_id' in add.variables && add.variables.dependent_id === dependent.id}
                    onClick={() => void addPerson({ dependent_id: dependent.id })}
                  >
                    {fullName(dependent)} · {t(`lookups.degree.${dependent.degree}`)}
                  </Button>
                ))}
              </Group>
            )
          }
        </DataLoader>
      </div>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <div style={{ flex: 1, minWidth: 240, maxWidth: 420 }}>
          <CustomerAutocomplete
            label={t('travels.travelers.otherCustomer')}
            value={other}
            onChange={(customer) => {
              setOther(customer);
              setOtherError(null);
            }}
            error={otherError}
            excludeIds={travellingCustomers}
          />
        </div>
        <Button
          variant="default"
          leftSection={<IconUserPlus size={16} aria-hidden="true" />}
          onClick={() => void addOther()}
          loading={add.isPending && add.variables !== undefined && 'customer_id' in add.variables}
        >
          {t('travels.travelers.addCustomer')}
        </Button>
      </Group>
    </Stack>
  );
}
