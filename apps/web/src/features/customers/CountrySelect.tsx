import { useMemo, type ReactNode } from 'react';
import { Select } from '@mantine/core';
import { getCountries } from 'libphonenumber-js';
import { useTranslation } from 'react-i18next';

export interface CountrySelectProps {
  label: ReactNode;
  /** ISO code ('BR'), or text stored before (kept as an option). */
  value: string | null;
  onChange: (value: string | null) => void;
  error?: ReactNode;
  description?: ReactNode;
}

/** A searchable country list in the interface language; the value is the ISO code. */
export function CountrySelect({ label, value, onChange, error, description }: CountrySelectProps) {
  const { t, i18n } = useTranslation();
  const data = useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    } catch {
      names = null;
    }
    const items = getCountries()
      .map((code) => ({ value: code as string, label: names?.of(code) ?? code }))
      .sort((a, b) => a.label.localeCompare(b.label, i18n.language));
    if (value && !items.some((item) => item.value === value)) items.unshift({ value, label: value });
    return items;
  }, [i18n.language, value]);
  return (
    <Select
      label={label}
      description={description}
      data={data}
      value={value}
      onChange={onChange}
      error={error}
      searchable
      clearable
      placeholder={t('customers.form.countryPlaceholder')}
      nothingFoundMessage={t('customers.form.noCountry')}
      clearButtonProps={{ 'aria-label': t('customers.form.clearCountry') }}
    />
  );
}

/** 'BR' -> 'Brasil' in the interface language; other text as it is. */
export function countryName(value: string | null | undefined, language: string): string {
  if (!value) return '';
  if (!/^[A-Z]{2}$/.test(value)) return value;
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(value) ?? value;
  } catch {
    return value;
  }
}
