import { useState } from 'react';
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showFormErrors } from '../../api/formErrors.ts';
import { notify } from '../../components/notify.ts';
import { useUpdateFinancial, type FinancialReport } from './useFinancial.ts';

/** "5,4321" or "5.4321" -> "5.4321"; null when it is not a positive rate of up to 6 decimals. */
export function parseRate(text: string): string | null {
  const value = text.trim().replace(',', '.');
  return /^\d{1,8}(\.\d{1,6})?$/.test(value) && /[1-9]/.test(value) ? value : null;
}

/** The currencies of the trip other than reais: those with a rate and those still missing one. */
export function rateCurrencies(report: FinancialReport): string[] {
  const codes = new Set([...Object.keys(report.exchange_rates), ...report.missing_rates, ...report.currencies.map((c) => c.currency)]);
  codes.delete(report.currency);
  return [...codes].sort();
}

/** Exchange rates of the trip, one field per foreign currency, saved together (PUT replaces them). */
export function RatesForm({ report }: { report: FinancialReport }) {
  const { t } = useTranslation();
  const update = useUpdateFinancial(report.travel.id);
  const codes = rateCurrencies(report);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(codes.map((code) => [code, report.exchange_rates[code]?.replace('.', ',') ?? ''])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (!codes.length) return null;

  const save = () => {
    const found: Record<string, string> = {};
    const rates: Record<string, string> = {};
    for (const code of codes) {
      const text = values[code] ?? '';
      if (!text.trim()) continue;
      const rate = parseRate(text);
      if (rate) rates[code] = rate;
      else found[code] = t('vouchers.financial.rateInvalid');
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    update.mutate(
      { exchange_rates: rates },
      {
        onSuccess: () => notify.success(t('vouchers.financial.ratesSaved')),
        onError: (error) => showFormErrors({ setErrors: (e) => setErrors(e as Record<string, string>) }, error),
      },
    );
  };

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('vouchers.financial.ratesText')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {codes.map((code) => {
          const missing = report.missing_rates.includes(code);
          return (
            <TextInput
              key={code}
              label={t('vouchers.financial.rateLabel', { currency: code })}
              description={missing ? t('vouchers.financial.rateMissing') : undefined}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0,0000"
              value={values[code] ?? ''}
              error={errors[code]}
              onChange={(event) => {
                const text = event.currentTarget.value.replace(/[^\d.,]/g, '');
                setValues((current) => ({ ...current, [code]: text }));
              }}
              styles={missing ? { description: { color: 'var(--mantine-color-red-9)', fontWeight: 600 } } : undefined}
            />
          );
        })}
      </SimpleGrid>
      <Group justify="flex-end">
        <Button onClick={save} loading={update.isPending}>
          {t('vouchers.financial.saveRates')}
        </Button>
      </Group>
    </Stack>
  );
}
