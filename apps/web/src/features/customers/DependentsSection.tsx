import { useState, type ReactNode } from 'react';
import {
  ActionIcon,
  Avatar,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconCake,
  IconMail,
  IconPencil,
  IconPhone,
  IconTrash,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../components/confirmDelete.tsx';
import { DataLoader } from '../../components/DataLoader.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { notify } from '../../components/notify.ts';
import { DependentFormModal } from './DependentFormModal.tsx';
import { ageOf, dateBR, fullName, initials, phoneDisplay } from './format.ts';
import { useDeleteDependent, useDependents, type DependentRow } from './useDependents.ts';

function Line({ icon: Icon, children }: { icon: typeof IconMail; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Icon size={14} aria-hidden="true" color="var(--mantine-color-dimmed)" />
      <Text size="xs" truncate="end">
        {children}
      </Text>
    </Group>
  );
}

/** Dependentes: the customer's family and friends, as cards; add, edit and delete (with confirmation). */
export function DependentsSection({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const dependents = useDependents(customerId);
  const remove = useDeleteDependent(customerId);
  const [modal, setModal] = useState<{ opened: boolean; dependent: DependentRow | null }>({
    opened: false,
    dependent: null,
  });

  const add = () => setModal({ opened: true, dependent: null });
  const askDelete = (dependent: DependentRow) =>
    confirmDelete({
      name: fullName(dependent),
      onConfirm: () =>
        remove.mutateAsync(dependent.id).then(
          () => notify.success(t('customers.dependents.deleted')),
          (error: unknown) => notify.failure(error),
        ),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} fz="lg">
          {t('customers.dependents.title')}
        </Title>
        <Button leftSection={<IconUserPlus size={16} aria-hidden="true" />} onClick={add}>
          {t('customers.dependents.add')}
        </Button>
      </Group>
      <DataLoader
        query={dependents}
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState
            titleOrder={3}
            icon={<IconUsers aria-hidden="true" />}
            title={t('customers.dependents.emptyTitle')}
            description={t('customers.dependents.emptyText')}
          />
        }
      >
        {(data) => (
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="sm"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {data.map((dependent) => {
              const name = fullName(dependent);
              const age = ageOf(dependent.birth_date);
              return (
                <Paper key={dependent.id} component="li" withBorder radius="md" p="sm">
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Avatar src={dependent.picture} alt="" radius="xl" color="rumo" size={44}>
                      {initials(dependent)}
                    </Avatar>
                    <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                      <Text fw={600} size="sm" truncate="end">
                        {name}
                      </Text>
                      <Badge variant="light" size="sm" radius="sm" tt="none" w="fit-content">
                        {t(`lookups.degree.${dependent.degree}`)}
                      </Badge>
                      {dependent.birth_date ? (
                        <Line icon={IconCake}>
                          {age === null
                            ? dateBR(dependent.birth_date)
                            : t('customers.details.birth', {
                                date: dateBR(dependent.birth_date),
                                count: age,
                              })}
                        </Line>
                      ) : null}
                      {dependent.email ? <Line icon={IconMail}>{dependent.email}</Line> : null}
                      {dependent.phone ? <Line icon={IconPhone}>{phoneDisplay(dependent.phone)}</Line> : null}
                      {dependent.notes ? (
                        <Text size="xs" c="dimmed" lineClamp={2}>
                          {dependent.notes}
                        </Text>
                      ) : null}
                    </Stack>
                    <Group gap={2} wrap="nowrap">
                      <Tooltip label={t('customers.dependents.edit', { name })}>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={t('customers.dependents.edit', { name })}
                          onClick={() => setModal({ opened: true, dependent })}
                        >
                          <IconPencil size={16} aria-hidden="true" />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={t('customers.dependents.delete', { name })}>
                        <ActionIcon
                          variant="subtle"
                          color="red.9"
                          aria-label={t('customers.dependents.delete', { name })}
                          onClick={() => askDelete(dependent)}
                        >
                          <IconTrash size={16} aria-hidden="true" />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Group>
                </Paper>
              );
            })}
          </SimpleGrid>
        )}
      </DataLoader>
      <DependentFormModal
        customerId={customerId}
        opened={modal.opened}
        dependent={modal.dependent}
        onClose={() => setModal((current) => ({ ...current, opened: false }))}
      />
    </Stack>
  );
}
