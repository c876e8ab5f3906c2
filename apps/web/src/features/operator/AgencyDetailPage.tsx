import { useState, type ReactNode } from 'react';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AGENCY_STATUSES, ROUTES, formatDateBR, type AgencyStatus } from '@rumo/core';
import { useAccountInfo } from '../../api/account.ts';
import { DataLoader } from '../../components/DataLoader.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { AgencyActionModal, type PendingAction } from './AgencyActionModal.tsx';
import { AgencyActionsMenu } from './AgencyActionsMenu.tsx';
import { AgencyStatusBadge } from './AgencyStatusBadge.tsx';
import { dateOrNone, planLabel, revenue } from './format.ts';
import { useOperatorAgency, type OperatorAgencyDetail } from './useOperator.ts';

const EVENTS = [
  'status_change',
  'operator_block',
  'operator_unblock',
  'operator_extend_trial',
  'operator_grant',
] as const;
type HistoryEvent = (typeof EVENTS)[number] | 'other';
const isStatus = (value: unknown): value is AgencyStatus =>
  typeof value === 'string' && (AGENCY_STATUSES as readonly string[]).includes(value);

/** A titled card of the detail page, named by its heading for screen readers. */
function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} fz="lg" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** One history line: the event, the status change and who made it. */
function HistoryWhat({ entry }: { entry: OperatorAgencyDetail['history'][number] }) {
  const { t } = useTranslation();
  const known: HistoryEvent = (EVENTS as readonly string[]).includes(entry.action)
    ? (entry.action as HistoryEvent)
    : 'other';
  const details = entry.details ?? {};
  const parts: string[] = [t(`operator.detail.events.${known}`)];
  if (isStatus(details.from) && isStatus(details.to))
    parts.push(
      t('operator.detail.fromTo', {
        from: t(`operator.statuses.${details.from}`),
        to: t(`operator.statuses.${details.to}`),
      }),
    );
  if (typeof details.days === 'number' && typeof details.trial_ends_at === 'string')
    parts.push(
      t('operator.detail.extendedTo', { days: details.days, date: formatDateBR(details.trial_ends_at) }),
    );
  if (typeof details.by === 'string') parts.push(t('operator.detail.by', { by: details.by }));
  return <>{parts.join(' · ')}</>;
}

function Detail({
  agency,
  onAction,
}: {
  agency: OperatorAgencyDetail;
  onAction: (pending: PendingAction) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Group justify="space-between" align="flex-start" mb="md" wrap="nowrap">
          <Group gap="sm">
            <AgencyStatusBadge status={agency.status} />
            {agency.owner_email ? (
              <Text size="sm" c="dimmed">
                {t('operator.detail.owner', { email: agency.owner_email })}
              </Text>
            ) : null}
          </Group>
          <AgencyActionsMenu
            agency={agency}
            withDetails={false}
            onAction={(action) => onAction({ action, agency })}
          />
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Fact label={t('operator.columns.trialEnd')}>{dateOrNone(agency.trial_ends_at)}</Fact>
          <Fact label={t('operator.columns.plan')}>{planLabel(agency.plan, agency.interval)}</Fact>
          <Fact label={t('operator.columns.revenue')}>{revenue(agency.monthly_revenue)}</Fact>
          <Fact label={t('operator.columns.lastActivity')}>{dateOrNone(agency.last_activity_at)}</Fact>
          <Fact label={t('operator.columns.users')}>{agency.users}</Fact>
          <Fact label={t('operator.columns.trips')}>{agency.trips}</Fact>
          <Fact label={t('operator.detail.since')}>{formatDateBR(agency.created_at)}</Fact>
        </SimpleGrid>
      </Paper>

      <DetailSection id="operator-people" title={t('operator.detail.people')}>
        <Table.ScrollContainer minWidth={560} type="native">
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('operator.detail.name')}</Table.Th>
                <Table.Th>{t('operator.detail.email')}</Table.Th>
                <Table.Th>{t('operator.detail.role')}</Table.Th>
                <Table.Th>{t('operator.detail.lastLogin')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {agency.people.map((person) => (
                <Table.Tr key={person.id}>
                  <Table.Td>
                    {person.name}
                    {person.is_operator ? (
                      <Badge
                        ml="xs"
                        variant="outline"
                        color="gray.8"
                        styles={{ label: { textTransform: 'none' } }}
                      >
                        {t('operator.detail.isOperator')}
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{person.email}</Table.Td>
                  <Table.Td>{t(`operator.detail.roles.${person.role}`)}</Table.Td>
                  <Table.Td>
                    {person.last_login_at ? formatDateBR(person.last_login_at) : t('operator.detail.never')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </DetailSection>

      <DetailSection id="operator-history" title={t('operator.detail.history')}>
        {agency.history.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('operator.detail.historyEmpty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={480} type="native">
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('operator.detail.when')}</Table.Th>
                  <Table.Th>{t('operator.detail.what')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {agency.history.map((entry, index) => (
                  <Table.Tr key={`${entry.created_at}-${index}`}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateBR(entry.created_at)}</Table.Td>
                    <Table.Td>
                      <HistoryWhat entry={entry} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </DetailSection>
    </Stack>
  );
}

/** /operador/:id: one agency's account figures, people and status history, with the actions. */
export function AgencyDetailPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const info = useAccountInfo();
  const operator = info.data?.user.is_operator === true;
  const detail = useOperatorAgency(operator ? Number(id) : Number.NaN);
  const [pending, setPending] = useState<PendingAction | null>(null);
  if (info.data && !operator) return <Navigate to={ROUTES.home} replace />;
  return (
    <>
      <Anchor
        component={Link}
        to={ROUTES.operator}
        size="sm"
        mb="sm"
        display="inline-flex"
        style={{ alignItems: 'center', gap: 4 }}
      >
        <IconArrowLeft size={16} aria-hidden="true" />
        {t('operator.detail.back')}
      </Anchor>
      <PageHeader title={detail.data?.name ?? t('operator.title')} />
      <DataLoader query={detail}>{(agency) => <Detail agency={agency} onAction={setPending} />}</DataLoader>
      <AgencyActionModal pending={pending} onClose={() => setPending(null)} />
    </>
  );
}
