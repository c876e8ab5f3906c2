import type { ChangeEvent, ReactNode } from 'react';
import { TextInput } from '@mantine/core';
import { IconCalendar, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DATE_MASK, TIME_MASK, maskDate, maskTime } from './masks.ts';

export interface DateFieldProps {
  label: ReactNode;
  value?: string;
  onChange: (value: string | ChangeEvent<HTMLInputElement>) => void;
  onBlur?: () => void;
  error?: ReactNode;
  description?: ReactNode;
  required?: boolean;
}

interface MaskedFieldSpec {
  mask: string;
  apply: (typed: string) => string;
  placeholderKey: 'common.datePlaceholder' | 'common.timePlaceholder';
  icon: ReactNode;
}

/** A numeric field typed through a fixed mask: the date and time fields differ only in the spec. */
function MaskedField({ spec, label, value, onChange, onBlur, error, description, required }: DateFieldProps & { spec: MaskedFieldSpec }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={label}
      description={description}
      value={value ?? ''}
      onChange={(event) => onChange(spec.apply(event.currentTarget.value))}
      onBlur={onBlur}
      error={error}
      required={required}
      withAsterisk={required}
      placeholder={t(spec.placeholderKey)}
      inputMode="numeric"
      maxLength={spec.mask.length}
      autoComplete="off"
      leftSection={spec.icon}
    />
  );
}

const DATE_SPEC: MaskedFieldSpec = { mask: DATE_MASK, apply: maskDate, placeholderKey: 'common.datePlaceholder', icon: <IconCalendar size={16} aria-hidden="true" /> };
const TIME_SPEC: MaskedFieldSpec = { mask: TIME_MASK, apply: maskTime, placeholderKey: 'common.timePlaceholder', icon: <IconClock size={16} aria-hidden="true" /> };

/** A date typed as dd/mm/yyyy with the 10-character mask (spec 5); give it form.getInputProps(). */
export const DateField = (props: DateFieldProps) => <MaskedField spec={DATE_SPEC} {...props} />;

/** A time typed as hh:mm with the 5-character mask; give it form.getInputProps(). */
export const TimeField = (props: DateFieldProps) => <MaskedField spec={TIME_SPEC} {...props} />;
