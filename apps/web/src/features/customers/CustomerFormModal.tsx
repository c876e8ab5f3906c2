import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/FormModal.tsx';
import { notify } from '../../components/notify.ts';
import { CustomerForm } from './CustomerForm.tsx';
import { emptyCustomerValues } from './customerForm.ts';
import { useCreateCustomer, type CustomerRow } from './useCustomers.ts';

export interface CustomerFormModalProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (customer: CustomerRow) => void;
}

/** "Novo cliente": the full profile form in a modal (full screen on a phone). */
export function CustomerFormModal({ opened, onClose, onCreated }: CustomerFormModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const create = useCreateCustomer();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('customers.form.addTitle')}
      size="xl"
      fullScreen={phone}
    >
      <CustomerForm
        initialValues={emptyCustomerValues()}
        submitLabel={t('customers.form.create')}
        submitting={create.isPending}
        onCancel={onClose}
        onSubmit={(payload) =>
          create.mutateAsync(payload).then((customer) => {
            notify.success(t('customers.form.created'));
            onClose();
            onCreated(customer);
          })
        }
      />
    </FormModal>
  );
}
