import { Suspense, lazy, useState } from 'react';
import { Button, Paper, Tabs } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  IconBell,
  IconChecklist,
  IconPrinter,
  IconReceipt2,
  IconRoute,
  IconTicket,
  IconUsersGroup,
} from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../../components/confirmDelete.tsx';
import { DataLoader } from '../../../components/DataLoader.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { notify } from '../../../components/notify.ts';
import { TravelAlerts } from '../../alerts/TravelAlerts.tsx';
import { TravelChecklist } from '../../checklist/TravelChecklist.tsx';
import { TravelFinancial } from '../../financial/TravelFinancial.tsx';
import { TravelVouchers } from '../../vouchers/TravelVouchers.tsx';
import { Itinerary } from './Itinerary.tsx';
import { TravelHeader } from './TravelHeader.tsx';
import { Travelers } from './Travelers.tsx';
import { useDeleteTravel, useTravel, type Travel } from '../useTravels.ts';

/** /viagem/{customer}/{id}: the trip's header and its tabs. */
export function TravelPage() {
  const { id } = useParams();
  const travel = useTravel(Number(id));
  return <DataLoader query={travel}>{(data) => <TravelScreen travel={data} />}</DataLoader>;
}

const TravelFormModal = lazy(() => import('../form/TravelFormModal.tsx').then((m) => ({ default: m.TravelFormModal })));

const TABS = ['itinerary', 'vouchers', 'financial', 'alerts', 'checklist', 'travelers', 'print'] as const;
type TabName = (typeof TABS)[number];

function TravelScreen({ travel }: { travel: Travel }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [tab, setTab] = useState<TabName>('itinerary');
  const [editing, setEditing] = useState(false);
  const remove = useDeleteTravel();
  useDocumentTitle(`${travel.name} · ${t('app.name')}`);

  const askDelete = () =>
    confirmDelete({
      name: travel.name,
      onConfirm: () =>
        remove.mutateAsync({ id: travel.id, customerId: travel.customer_id }).then(
          () => {
            notify.success(t('travels.detail.deleted'));
            void navigate('/');
          },
          (error: unknown) => notify.failure(error),
        ),
    });

  const pdfPath = `/viagem/${travel.customer_id}/${travel.id}/pdf-viagem`;
  const icon = { itinerary: IconRoute, vouchers: IconTicket, financial: IconReceipt2, alerts: IconBell, checklist: IconChecklist, travelers: IconUsersGroup, print: IconPrinter };

  return (
    <>
      <TravelHeader travel={travel} onEdit={() => setEditing(true)} onDelete={askDelete} />
      <Tabs value={tab} onChange={(value) => value && setTab(value as TabName)} keepMounted={false}>
        <Tabs.List aria-label={t('travels.detail.tabsLabel')} mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {TABS.map((name) => {
            const Icon = icon[name];
            return (
              <Tabs.Tab key={name} value={name} leftSection={<Icon size={16} aria-hidden="true" />}>
                {name === 'checklist' ? t('tasks.trip.tab') : t(`travels.detail.tabs.${name}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} bg="white">
          <Tabs.Panel value="itinerary">
            <Itinerary travel={travel} />
          </Tabs.Panel>
          <Tabs.Panel value="vouchers">
            <TravelVouchers travel={travel} />
          </Tabs.Panel>
          <Tabs.Panel value="financial">
            <TravelFinancial travel={travel} />
          </Tabs.Panel>
          <Tabs.Panel value="alerts">
            <TravelAlerts travel={travel} />
          </Tabs.Panel>
          <Tabs.Panel value="checklist">
            <TravelChecklist travel={travel} />
          </Tabs.Panel>
          <Tabs.Panel value="travelers">
            <Travelers travel={travel} />
          </Tabs.Panel>
          <Tabs.Panel value="print">
            <EmptyState
              icon={<IconPrinter aria-hidden="true" />}
              title={t('travels.detail.printTitle')}
              description={t('travels.detail.printText')}
              actions={
                <Button component={Link} to={pdfPath} target="_blank" leftSection={<IconPrinter size={16} aria-hidden="true" />}>
                  {t('travels.detail.printOpen')}
                </Button>
              }
            />
          </Tabs.Panel>
        </Paper>
      </Tabs>
      {editing ? (
        <Suspense fallback={null}>
          <TravelFormModal opened onClose={() => setEditing(false)} travel={travel} />
        </Suspense>
      ) : null}
    </>
  );
}
