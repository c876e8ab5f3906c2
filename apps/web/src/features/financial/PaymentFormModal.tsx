import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { formatDateBR, parseFlexibleDate, PAYMENT_DIRECTIONS, REPORT_CURRENCY, toCents, type PaymentDirection } from '@rumo/core';
import { showFormErrors } from '../../api/formErrors.ts';
import { MoneyInput } from '../../components/MoneyInput.tsx';
import { notify } from '../../components/notify.ts';
import { DateField } from '../../components/DateField.tsx';
import { todayYmd } from '../travels/calendar/calendarDates.ts';
import { trailTypeLabel } from '../travels/trailIcons.tsx';
import { useLocale } from '../travels/useLocale.ts';
import { useLookup } from '../travels/useTrails.ts';
import { useCreatePayment, type FinancialReport } from './useFinancial.ts';

interface Values {
  direction: PaymentDirection;
  amount: string;
  currency: string;
  paid_at: string;
  method: string | null;
  trail_id: string | null;
  notes: string;
}

/** Adds money received from the client or paid to a supplier (POST /travels/financial/payment). */
export function PaymentFormModal({ report, opened, onClose }: { report: FinancialReport; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const create = useCreatePayment(report.travel.id);
  const currencies = useLookup('currency');
  const methods = useLookup('options-payment');
  const form = useForm<Values>({
    initialValues: {
      direction: 'in',
      amount: '',
      currency: REPORT_CURRENCY,
      paid_at: formatDateBR(todayYmd()),
      method: null,
      trail_id: null,
      notes: '',
    },
    validate: {
      amount: (value) => {
        const cents = value ? toCents(value) : null;
        return cents !== null && cents > 0n ? null : t('vouchers.payments.amountRequired');
      },
      paid_at: (value) => (!value ? t('vouchers.payments.dateRequired') : parseFlexibleDate(value) ? null : t('validation.dateInvalid')),
    },
  });

  const tripCurrencies = [report.currency, ...report.currencies.map((c) => c.currency)];
  const currencyOptions = [...new Set([...tripCurrencies, ...Object.keys(currencies.data ?? {})])].map((code) => ({
    value: code,
    label: currencies.data?.[code] ? `${code} · ${currencies.data[code]}` : code,
  }));
  const itemOptions = report.items.map((item) => ({ value: String(item.trail_id), label: `${trailTypeLabel(item.type, locale)}: ${item.description}` }));

  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit((values) =>
    create.mutate(
      {
        direction: values.direction,
        amount: values.amount,
        currency: values.currency,
        paid_at: parseFlexibleDate(values.paid_at)!,
        method: values.method,
        notes: values.notes.trim() || null,
        trail_id: values.direction === 'out' && values.trail_id ? Number(values.trail_id) : null,
      },
      {
        onSuccess: () => {
          notify.success(t('vouchers.payments.saved'));
          close();
        },
        onError: (error) => showFormErrors(form, error),
      },
    ),
  );

  return (
    <Modal opened={opened} onClose={close} title={t('vouchers.payments.add')} size="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Select
            label={t('vouchers.payments.direction')}
            data={PAYMENT_DIRECTIONS.map((value) => ({ value, label: t(`vouchers.payments.${value}`) }))}
            allowDeselect={false}
            required
            {...form.getInputProps('direction')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <MoneyInput
              label={t('vouchers.payments.amount')}
              required
              value={form.values.amount}
              onChange={(value) => form.setFieldValue('amount', value)}
              error={form.errors.amount}
            />
            <Select label={t('vouchers.payments.currency')} data={currencyOptions} searchable allowDeselect={false} required {...form.getInputProps('currency')} />
            <DateField label={t('vouchers.payments.date')} required {...form.getInputProps('paid_at')} />
            <Select
              label={t('vouchers.payments.method')}
              data={Object.entries(methods.data ?? {}).map(([value, label]) => ({ value, label }))}
              clearable
              {...form.getInputProps('method')}
            />
          </SimpleGrid>
          {form.values.direction === 'out' ? (
            <Select label={t('vouchers.payments.item')} placeholder={t('vouchers.payments.itemNone')} data={itemOptions} clearable {...form.getInputProps('trail_id')} />
          ) : null}
          <TextInput label={t('vouchers.payments.notes')} maxLength={1000} {...form.getInputProps('notes')} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('vouchers.payments.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
