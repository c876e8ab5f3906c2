import { Grid, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormActions, FormModal } from '../../components/FormModal.tsx';
import { DEGREES, dependentCreateSchema, type Degree, type DependentCreateInput } from '@rumo/core';
import { showFormErrors } from '../../api/formErrors.ts';
import { CPF_MASK, applyMask } from '../../components/masks.ts';
import { notify } from '../../components/notify.ts';
import { PhoneInput, isValidPhone } from '../../components/PhoneInput.tsx';
import { zodValidate } from '../../components/zodForm.ts';
import { DateField } from '../../components/DateField.tsx';
import { cpfDisplay, dateBR, dateToApi } from './format.ts';
import { useDegreeOptions } from './useCustomers.ts';
import { useSaveDependent, type DependentRow } from './useDependents.ts';

interface Values {
  first_name: string;
  last_name: string;
  degree: Degree | null;
  birth_date: string;
  cpf: string;
  email: string;
  phone: string;
  notes: string;
}

const valuesOf = (dependent: DependentRow | null): Values => ({
  first_name: dependent?.first_name ?? '',
  last_name: dependent?.last_name ?? '',
  degree: dependent?.degree ?? null,
  birth_date: dateBR(dependent?.birth_date),
  cpf: cpfDisplay(dependent?.cpf),
  email: dependent?.email ?? '',
  phone: dependent?.phone ?? '',
  notes: dependent?.notes ?? '',
});

function payloadOf(values: Values, customerId: number): DependentCreateInput {
  return {
    customer_id: customerId,
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    degree: (values.degree ?? undefined) as Degree,
    birth_date: dateToApi(values.birth_date),
    cpf: values.cpf.trim() || null,
    email: values.email.trim() || null,
    phone: values.phone || null,
    notes: values.notes.trim() || null,
  };
}

const validatePayload = zodValidate<DependentCreateInput>(dependentCreateSchema);

function DependentForm({
  customerId,
  dependent,
  onDone,
}: {
  customerId: number;
  dependent: DependentRow | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const degrees = useDegreeOptions();
  const save = useSaveDependent(customerId);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(dependent),
    validate: (values) => {
      const errors = validatePayload(payloadOf(values, customerId));
      if (values.phone && !isValidPhone(values.phone)) errors.phone = t('validation.phoneInvalid');
      return errors;
    },
  });
  // The server's list, in its order; the shared names while it loads.
  const degreeData = DEGREES.map((degree) => ({
    value: degree,
    label: degrees.data?.[degree] ?? t(`lookups.degree.${degree}`),
  }));

  const submit = form.onSubmit((values) => {
    const { customer_id, ...fields } = payloadOf(values, customerId);
    save.mutate(dependent ? { ...fields, id: dependent.id } : { customer_id, ...fields }, {
      onSuccess: () => {
        notify.success(dependent ? t('customers.dependents.saved') : t('customers.dependents.created'));
        onDone();
      },
      onError: (error) => showFormErrors(form, error),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('customers.form.firstName')}
              required
              data-autofocus
              {...form.getInputProps('first_name')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label={t('customers.form.lastName')} required {...form.getInputProps('last_name')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label={t('customers.dependents.degree')}
              placeholder={t('customers.form.select')}
              data={degreeData}
              required
              searchable
              nothingFoundMessage={t('customers.dependents.noDegree')}
              {...form.getInputProps('degree')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <DateField label={t('customers.form.birthDate')} {...form.getInputProps('birth_date')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('customers.form.cpf')}
              placeholder={CPF_MASK}
              inputMode="numeric"
              maxLength={CPF_MASK.length}
              {...form.getInputProps('cpf')}
              onChange={(event) =>
                form.setFieldValue('cpf', applyMask(event.currentTarget.value.replace(/\D/g, ''), CPF_MASK))
              }
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('customers.form.email')}
              type="email"
              inputMode="email"
              {...form.getInputProps('email')}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <PhoneInput
              label={t('customers.form.phone')}
              value={form.values.phone}
              onChange={(value) => form.setFieldValue('phone', value)}
              onBlur={() => form.validateField('phone')}
              error={form.errors.phone}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea
              label={t('customers.form.notes')}
              autosize
              minRows={2}
              maxRows={6}
              {...form.getInputProps('notes')}
            />
          </Grid.Col>
        </Grid>
        <FormActions onCancel={onDone} loading={save.isPending} submitLabel={t('customers.dependents.save')} />
      </Stack>
    </form>
  );
}

export interface DependentFormModalProps {
  customerId: number;
  opened: boolean;
  onClose: () => void;
  /** The dependent to edit; a new one without it. */
  dependent: DependentRow | null;
}

/** Adds or edits a dependent: name, degree (GET /utils/degree-options), birth date, CPF, contact, notes. */
export function DependentFormModal({ customerId, opened, onClose, dependent }: DependentFormModalProps) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={dependent ? t('customers.dependents.editTitle') : t('customers.dependents.addTitle')}
      size="lg"
    >
      <DependentForm customerId={customerId} dependent={dependent} onDone={onClose} />
    </FormModal>
  );
}
