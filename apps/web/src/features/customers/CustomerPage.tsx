import { useState } from 'react';
import { Anchor, Group, Paper, Tabs, Text } from '@mantine/core';
import { IconArrowLeft, IconFileText, IconId, IconPlane, IconUsers } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/client.ts';
import { DataLoader } from '../../components/DataLoader.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { notify } from '../../components/notify.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { CustomerForm } from './CustomerForm.tsx';
import { customerValues } from './customerForm.ts';
import { CustomerHeader } from './CustomerHeader.tsx';
import { CustomerTrips } from './CustomerTrips.tsx';
import { DependentsSection } from './DependentsSection.tsx';
import { DocumentsSection } from './DocumentsSection.tsx';
import { useCustomer, useUpdateCustomer, type CustomerRow } from './useCustomers.ts';

type Tab = 'dados' | 'dependentes' | 'documentos' | 'viagens';

function CustomerDetails({ customer }: { customer: CustomerRow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateCustomer();
  const [tab, setTab] = useState<Tab>('dados');
  const phone = useMediaQuery('(max-width: 48em)');
  const icon = (Icon: typeof IconId) => (phone ? undefined : <Icon size={16} aria-hidden="true" />);
  // A new key per saved version: the form starts again from what the server stored.
  const [formKey, setFormKey] = useState(0);

  const edit = () => {
    setTab('dados');
    requestAnimationFrame(() =>
      document
        .getElementById('customer-form')
        ?.querySelector<HTMLInputElement>('input:not([type=file])')
        ?.focus(),
    );
  };

  return (
    <>
      <CustomerHeader
        customer={customer}
        onEdit={edit}
        onDeleted={() => navigate('/clientes')}
        onErased={() => setFormKey((key) => key + 1)}
      />
      <Paper withBorder radius="lg" bg="white" mt="lg">
        <Tabs
          value={tab}
          onChange={(value) => value && setTab(value as Tab)}
          keepMounted={false}
          styles={phone ? { tab: { paddingInline: 8, fontSize: 13 } } : undefined}
        >
          <Tabs.List
            px={{ base: 4, sm: 'md' }}
            pt="xs"

            style={{ flexWrap: 'nowrap', overflowX: 'auto' }}
          >
            <Tabs.Tab value="dados" leftSection={icon(IconId)}>
              {t('customers.details.tabs.data')}
            </Tabs.Tab>
            <Tabs.Tab value="dependentes" leftSection={icon(IconUsers)}>
              {t('customers.details.tabs.dependents')}
            </Tabs.Tab>
            <Tabs.Tab value="documentos" leftSection={icon(IconFileText)}>
              {t('customers.details.tabs.documents')}
            </Tabs.Tab>
            <Tabs.Tab value="viagens" leftSection={icon(IconPlane)}>
              {t('customers.details.tabs.travels')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="dados" p={{ base: 'sm', sm: 'lg' }}>
            <div id="customer-form">
              <CustomerForm
                key={formKey}
                initialValues={customerValues(customer)}
                submitLabel={t('customers.form.save')}
                submitting={update.isPending}
                onSubmit={(payload) =>
                  update.mutateAsync({ ...payload, id: customer.id }).then(() => {
                    notify.success(t('customers.form.saved'));
                    setFormKey((key) => key + 1);
                  })
                }
              />
            </div>
          </Tabs.Panel>
          <Tabs.Panel value="dependentes" p={{ base: 'sm', sm: 'lg' }}>
            <DependentsSection customerId={customer.id} />
          </Tabs.Panel>
          <Tabs.Panel value="documentos" p={{ base: 'sm', sm: 'lg' }}>
            <DocumentsSection customer={customer} />
          </Tabs.Panel>
          <Tabs.Panel value="viagens" p={{ base: 'sm', sm: 'lg' }}>
            <CustomerTrips customerId={customer.id} />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </>
  );
}

/** /clientes/{id}: the profile header and the Dados, Dependentes, Documentos and Viagens tabs. */
export function CustomerPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const customerId = Number(id);
  const customer = useCustomer(customerId);
  const notFound =
    !Number.isInteger(customerId) ||
    customerId <= 0 ||
    (isApiError(customer.error) && customer.error.status === 404);

  return (
    <>
      <Anchor component={Link} to="/clientes" size="sm" mb="sm" display="inline-block">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden="true" />
          {t('customers.details.back')}
        </Group>
      </Anchor>
      {notFound ? (
        <>
          <PageHeader title={t('customers.details.title')} />
          <Paper withBorder radius="lg" bg="white">
            <EmptyState
              title={t('customers.details.notFound')}
              description={<Text size="sm">{t('customers.details.notFoundText')}</Text>}
            />
          </Paper>
        </>
      ) : (
        <DataLoader query={customer}>{(data) => <CustomerDetails customer={data} />}</DataLoader>
      )}
    </>
  );
}
