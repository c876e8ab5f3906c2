import { NumberInput, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldSpec } from '@rumo/core';
import { MoneyInput } from '../../../components/MoneyInput.tsx';
import { PhoneInput } from '../../../components/PhoneInput.tsx';
import { DateField, DateTimeField } from './DateTimeField.tsx';
import type { TrailFormHandle } from './trailFormValues.ts';
import { PlaceField, phoneOfPlace, type EstablishmentType } from './PlaceField.tsx';

/**
 * Names of establishments the maps service can find, with the fields a chosen one fills when they
 * are still empty: its address and its phone.
 */
const ESTABLISHMENTS: Record<string, { type: EstablishmentType; address: string }> = {
  hotel: { type: 'hotel', address: 'address' },
  rental_company: { type: 'car_rental', address: 'pickup_address' },
  company: { type: 'company', address: 'address' },
};

export interface TrailFieldInputProps {
  spec: FieldSpec;
  form: TrailFormHandle;
  /** Shown before money amounts: "R$", "USD". */
  currencyPrefix?: string;
  onValueChange?: (name: string, value: string | number) => void;
}

/** The input of one field kind (text, date, datetime, number, money, phone) of TRAIL_FIELDS. */
export function TrailFieldInput({ spec, form, currencyPrefix, onValueChange }: TrailFieldInputProps) {
  const { t } = useTranslation();
  const label = t(`travels.trail.fields.${spec.name}` as 'travels.trail.fields.name');
  const value = form.values[spec.name];
  const error = form.errors[spec.name];
  const set = (next: string | number) => {
    form.setFieldValue(spec.name, next);
    form.clearFieldError(spec.name);
    onValueChange?.(spec.name, next);
  };
  const text = value == null ? '' : String(value);

  switch (spec.kind) {
    case 'date':
      return <DateField label={label} required={spec.required} value={text} onChange={set} error={error} />;
    case 'datetime':
      return <DateTimeField label={label} required={spec.required} value={text} onChange={set} error={error} />;
    case 'number':
      return (
        <NumberInput
          label={label}
          required={spec.required}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          value={value === '' ? '' : Number(value)}
          onChange={(next) => set(next === '' ? '' : Number(next))}
          error={error}
        />
      );
    case 'money':
      return <MoneyInput label={label} required={spec.required} value={text} onChange={set} error={error} prefix={currencyPrefix} />;
    case 'phone':
      return <PhoneInput label={label} required={spec.required} value={text} onChange={set} error={error} />;
    default: {
      const establishment = ESTABLISHMENTS[spec.name];
      if (establishment && !spec.multiline)
        return (
          <PlaceField
            label={label}
            required={spec.required}
            value={text}
            onChange={set}
            error={error}
            type={establishment.type}
            onPlace={(place) => {
              const fill = (name: string, next: string | null | undefined) => {
                if (next && name in form.values && !String(form.values[name] ?? '').trim()) {
                  form.setFieldValue(name, next);
                  onValueChange?.(name, next);
                }
              };
              fill(establishment.address, place.formatted_address);
              fill('contact_phone', phoneOfPlace(place));
            }}
          />
        );
      return spec.multiline ? (
        <Textarea label={label} required={spec.required} autosize minRows={2} maxRows={6} value={text} onChange={(event) => set(event.currentTarget.value)} error={error} />
      ) : (
        <TextInput label={label} required={spec.required} value={text} onChange={(event) => set(event.currentTarget.value)} error={error} />
      );
    }
  }
}
