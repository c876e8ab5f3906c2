import type { ReactNode } from 'react';
import { Group } from '@mantine/core';
import { DateInput, TimeInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { parseFlexibleDate } from '@rumo/core';

/** dd/mm/yyyy typed or picked; yyyy-mm-dd also accepted (spec 5). */
export const parseTypedDate = (text: string): string | null => parseFlexibleDate(text);

export interface DateFieldProps {
  label: string;
  /** "yyyy-mm-dd" or ''. */
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  required?: boolean;
}

/** A calendar date: typed as dd/mm/yyyy or picked (weeks from Monday, DatesLocale). */
export function DateField({ label, value, onChange, error, required }: DateFieldProps) {
  const { t } = useTranslation();
  return (
    <DateInput
      label={label}
      required={required}
      value={value || null}
      onChange={(next) => onChange(next ? String(next).slice(0, 10) : '')}
      valueFormat="DD/MM/YYYY"
      dateParser={parseTypedDate}
      placeholder={t('travels.trail.datePlaceholder')}
      clearable
      error={error}
      popoverProps={{ withinPortal: true }}
    />
  );
}

/**
 * A local wall time (an itinerary time belongs to its place, not to a zone): a date and an hour.
 * The value is "yyyy-mm-ddTHH:MM" with either part possibly empty ("yyyy-mm-ddT", "T10:30").
 */
export function DateTimeField({ label, value, onChange, error, required }: DateFieldProps) {
  const { t } = useTranslation();
  const [date = '', time = ''] = value ? value.split('T') : [];
  const emit = (nextDate: string, nextTime: string) => onChange(nextDate || nextTime ? `${nextDate}T${nextTime}` : '');
  return (
    <Group grow align="flex-start" gap="xs" wrap="nowrap">
      <DateField label={label} required={required} value={date} onChange={(next) => emit(next, time)} error={error} />
      <TimeInput
        label={t('travels.trail.time', { label })}
        required={required}
        value={time}
        onChange={(event) => emit(date, event.currentTarget.value.slice(0, 5))}
        maw={130}
      />
    </Group>
  );
}

/** The datetime field's own check: both parts, or none. */
export function dateTimeError(value: string, required: boolean): 'validation.dateRequired' | 'validation.timeRequired' | null {
  const [date = '', time = ''] = value ? value.split('T') : [];
  if (!date && !time) return required ? 'validation.dateRequired' : null;
  if (!date) return 'validation.dateRequired';
  if (!time) return 'validation.timeRequired';
  return null;
}
