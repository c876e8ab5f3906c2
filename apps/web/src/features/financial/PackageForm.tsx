import { useState } from 'react';
import { Button, Group, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showFormErrors } from '../../api/formErrors.ts';
import { MoneyInput } from '../../components/MoneyInput.tsx';
import { notify } from '../../components/notify.ts';
import { useUpdateFinancial, type FinancialReport } from './useFinancial.ts';

/** The trip's package price and commission in reais, and its notes (PUT /travels/financial). */
export function PackageForm({ report }: { report: FinancialReport }) {
  const { t } = useTranslation();
  const update = useUpdateFinancial(report.travel.id);
  const [salePrice, setSalePrice] = useState(report.sale_price ?? '');
  const [commission, setCommission] = useState(report.commission ?? '');
  const [notes, setNotes] = useState(report.notes ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = () =>
    update.mutate(
      { sale_price: salePrice || null, commission: commission || null, notes: notes.trim() || null },
      {
        onSuccess: () => {
          setErrors({});
          notify.success(t('vouchers.financial.tripSaved'));
        },
        onError: (error) => showFormErrors({ setErrors: (e) => setErrors(e as Record<string, string>) }, error),
      },
    );

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('vouchers.financial.packageText')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <MoneyInput label={t('vouchers.financial.salePrice')} prefix="R$" value={salePrice} onChange={setSalePrice} error={errors.sale_price} />
        <MoneyInput label={t('vouchers.financial.commission')} prefix="R$" value={commission} onChange={setCommission} error={errors.commission} />
      </SimpleGrid>
      <Textarea label={t('vouchers.financial.notes')} value={notes} onChange={(event) => setNotes(event.currentTarget.value)} autosize minRows={2} maxRows={6} error={errors.notes} />
      <Group justify="flex-end">
        <Button onClick={save} loading={update.isPending}>
          {t('vouchers.financial.saveTrip')}
        </Button>
      </Group>
    </Stack>
  );
}
