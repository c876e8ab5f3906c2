import type { ChangeEvent, ReactNode } from 'react';
import { TextInput } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DATE_MASK, maskDate } from '../../components/masks.ts';

export interface DateFieldProps {
  label: ReactNode;
  value?: string;
  onChange: (value: string | ChangeEvent<HTMLInputElement>) => void;
  onBlur?: () => void;
  error?: ReactNode;
  description?: ReactNode;
  required?: boolean;
}

/** A date typed as dd/mm/yyyy with the 10-character mask (spec 5); give it form.getInputProps(). */
export function DateField({ label, value, onChange, onBlur, error, description, required }: DateFieldProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={label}
      description={description}
      value={value ?? ''}
      onChange={(event) => onChange(maskDate(event.currentTarget.value))}
      onBlur={onBlur}
      error={error}
      required={required}
      withAsterisk={required}
      placeholder={t('customers.form.datePlaceholder')}
      inputMode="numeric"
      maxLength={DATE_MASK.length}
      autoComplete="off"
      leftSection={<IconCalendar size={16} aria-hidden="true" />}
    />
  );
}
