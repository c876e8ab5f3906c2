import type { ChangeEvent, ReactNode } from 'react';
import { Grid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CepLookupResponse } from '@rumo/core';
import { CepField } from './CepField.tsx';

export const ADDRESS_FIELDS = ['cep', 'street', 'number', 'complement', 'neighborhood', 'city', 'state'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;

export const emptyAddress = (): AddressValues => ({
  cep: '',
  street: '',
  number: '',
  complement: '',
  neighborhood: '',
  city: '',
  state: '',
});

/** The props of one field as a Mantine form gives them: form.getInputProps(`address.${field}`). */
export interface AddressInputProps {
  value?: string;
  onChange: (value: string | ChangeEvent<HTMLInputElement>) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  error?: ReactNode;
}

export interface AddressFieldsProps {
  inputProps: (field: AddressField) => AddressInputProps;
  /** Fills the form with a looked-up address (keep number and complement as typed). */
  onFound: (address: CepLookupResponse) => void;
  disabled?: boolean;
}

/**
 * A Brazilian address: CEP with lookup first, then street, number, complement, neighbourhood,
 * city and state. Works with any form: give it the props of each field and what to do with a
 * looked-up address.
 */
export function AddressFields({ inputProps, onFound, disabled }: AddressFieldsProps) {
  const { t } = useTranslation();
  const text = (field: Exclude<AddressField, 'cep'>, autoComplete?: string) => (
    <TextInput label={t(`accounts.address.${field}`)} autoComplete={autoComplete} disabled={disabled} {...inputProps(field)} />
  );
  const cep = inputProps('cep');
  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <CepField
          label={t('accounts.address.cep')}
          value={cep.value ?? ''}
          onChange={(value) => cep.onChange(value)}
          onBlur={cep.onBlur}
          error={cep.error}
          onFound={onFound}
          disabled={disabled}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>{text('street', 'address-line1')}</Grid.Col>
      <Grid.Col span={{ base: 5, sm: 4 }}>{text('number')}</Grid.Col>
      <Grid.Col span={{ base: 7, sm: 8 }}>{text('complement', 'address-line2')}</Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>{text('neighborhood', 'address-level3')}</Grid.Col>
      <Grid.Col span={{ base: 8, sm: 5 }}>{text('city', 'address-level2')}</Grid.Col>
      <Grid.Col span={{ base: 4, sm: 2 }}>{text('state', 'address-level1')}</Grid.Col>
    </Grid>
  );
}

/** A looked-up address over the current one: number and complement stay as the user typed them. */
export function mergeFoundAddress(current: AddressValues, found: CepLookupResponse): AddressValues {
  return {
    ...current,
    cep: found.cep || current.cep,
    street: found.street ?? current.street,
    neighborhood: found.neighborhood ?? current.neighborhood,
    city: found.city ?? current.city,
    state: found.state ?? current.state,
    complement: current.complement || (found.complement ?? ''),
  };
}

/**
 * Form values -> the API's address. Blank fields go as '' (the API clears them); a CEP makes the
 * address Brazilian.
 */
export function addressPayload(values: AddressValues): Record<string, string> {
  const trimmed = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, values[field].trim()]));
  return trimmed.cep ? { ...trimmed, country: 'BR' } : trimmed;
}

/** The API's address -> form values. */
export function addressValues(address: Partial<Record<string, string | null | undefined>> | null | undefined): AddressValues {
  const values = emptyAddress();
  for (const field of ADDRESS_FIELDS) values[field] = address?.[field] ?? '';
  return values;
}
