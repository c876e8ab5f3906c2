import type { ReactNode } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { tripDateToApi, travelCreateSchema, type TravelCreateResponse } from '@rumo/core';
import i18n from '../../../app/i18n.ts';
import { showFormErrors } from '../../../api/formErrors.ts';
import { FormModal } from '../../../components/FormModal.tsx';
import { notify } from '../../../components/notify.ts';
import { zodValidate } from '../../../components/zodForm.ts';
import { CityPicker } from './CityPicker.tsx';
import { CustomerAutocomplete, type CustomerOption } from './CustomerAutocomplete.tsx';
import { DatesLocale } from '../DatesLocale.tsx';
import { tripDate } from '../format.ts';
import { useCreateTravel, useUpdateTravel, type Travel, type TravelPayload } from '../useTravels.ts';
import { agencyZone } from '../../../app/agencyZone.ts';

interface TravelFormValues {
  name: string;
  customer: CustomerOption | null;
  dates: [string | null, string | null];
  screenplay: string[];
}

/** Where the API's field names show in this form. */
const FIELD_OF: Record<string, keyof TravelFormValues> = {
  name: 'name',
  customer_id: 'customer',
  going: 'dates',
  back: 'dates',
  screenplay: 'screenplay',
};

const toPayload = (values: TravelFormValues): TravelPayload => ({
  name: values.name.trim(),
  customer_id: values.customer?.id ?? 0,
  going: values.dates[0] ? tripDateToApi(values.dates[0], agencyZone()) : '',
  back: values.dates[1] ? tripDateToApi(values.dates[1], agencyZone()) : '',
  screenplay: values.screenplay,
});

/** The shared create schema checks the form; a missing date says so instead of "invalid". */
const validate = zodValidate<TravelFormValues>(
  travelCreateSchema,
  (values) => ({
    customer: values.customer ? null : i18n.t('validation.required'),
    // Spec 5: without a start and an end the form is not sent.
    dates: values.dates[0] && values.dates[1] ? null : i18n.t('validation.dateRequired'),
  }),
  { toInput: toPayload, fieldOf: (path) => FIELD_OF[path.split('.')[0] ?? ''] },
);

const initialValues = (travel?: Travel): TravelFormValues =>
  travel
    ? {
        name: travel.name,
        customer: travel.customer,
        dates: [tripDate(travel.going), tripDate(travel.back)],
        screenplay: travel.screenplay,
      }
    : { name: '', customer: null, dates: [null, null], screenplay: [] };

export interface TravelFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The trip being edited; a new trip without it. */
  travel?: Travel;
  /** After POST /travels/ answered. */
  onCreated?: (created: TravelCreateResponse) => void;
}

/** The trip form (name, customer, dates, cities) in a modal: POST /travels/ or PUT /travels/. */
export function TravelFormModal({ opened, onClose, travel, onCreated }: TravelFormModalProps) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={travel ? t('travels.form.editTitle') : t('travels.form.createTitle')}
      fullScreenOnPhone
    >
      <DatesLocale>
        <TravelForm travel={travel} onCancel={onClose} onDone={onClose} onCreated={onCreated} />
      </DatesLocale>
    </FormModal>
  );
}

interface TravelFormProps {
  travel?: Travel;
  onCancel: () => void;
  onDone: () => void;
  onCreated?: (created: TravelCreateResponse) => void;
}

function TravelForm({ travel, onCancel, onDone, onCreated }: TravelFormProps) {
  const { t } = useTranslation();
  const create = useCreateTravel();
  const update = useUpdateTravel();
  const form = useForm<TravelFormValues>({ initialValues: initialValues(travel), validate, validateInputOnChange: false });
  const saving = create.isPending || update.isPending;

  const errorTarget = {
    setErrors: (errors: Record<string, ReactNode>) =>
      form.setErrors(Object.fromEntries(Object.entries(errors).map(([field, message]) => [FIELD_OF[field] ?? field, message]))),
  };

  const submit = form.onSubmit(async (values) => {
    const payload = toPayload(values);
    try {
      if (travel) {
        await update.mutateAsync({ ...payload, id: travel.id });
        notify.success(t('travels.form.updated'));
        onDone();
      } else {
        const created = await create.mutateAsync(payload);
        notify.success(t('travels.form.created'));
        onCreated?.(created);
      }
    } catch (error) {
      showFormErrors(errorTarget, error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('travels.form.name')}
          placeholder={t('travels.form.namePlaceholder')}
          required
          data-autofocus
          {...form.getInputProps('name')}
        />
        <CustomerAutocomplete
          label={t('travels.form.customer')}
          required
          value={form.values.customer}
          onChange={(customer) => form.setFieldValue('customer', customer)}
          error={form.errors.customer}
        />
        <DatePickerInput
          type="range"
          label={t('travels.form.dates')}
          placeholder={t('travels.form.datesPlaceholder')}
          required
          valueFormat="DD/MM/YYYY"
          allowSingleDateInRange
          leftSection={<IconCalendar size={16} aria-hidden="true" />}
          value={form.values.dates}
          onChange={(dates) => form.setFieldValue('dates', dates as [string | null, string | null])}
          error={form.errors.dates}
          popoverProps={{ withinPortal: true }}
        />
        <CityPicker
          label={t('travels.form.cities')}
          value={form.values.screenplay}
          onChange={(cities) => {
            form.setFieldValue('screenplay', cities);
            if (cities.length) form.clearFieldError('screenplay');
          }}
          error={form.errors.screenplay}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {travel ? t('travels.form.save') : t('travels.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
