import { timeZoneOr, type AccountInfoResponse, type AgencyProfileInput, type Locale } from '@rumo/core';
import { addressPayload, addressValues, emptyAddress, type AddressValues } from '../../components/AddressFields.tsx';
import { maskCpfCnpj } from '../../components/masks.ts';

/** What the agency form edits: the profile of signup step 2 and of Minha conta. */
export interface AgencyFormValues {
  name: string;
  /** CPF or CNPJ as shown, masked. */
  document: string;
  /** E.164 from the phone input. */
  phone: string;
  email: string;
  address: AddressValues;
  /** Stored URL, a new data URL, or null. */
  logo: string | null;
  /** The agency's IANA zone; only Minha conta edits it (signup keeps the default). */
  timezone?: string;
  /** The language of messages to clients; only Minha conta edits it. */
  locale?: Locale;
}

export const emptyAgencyValues = (): AgencyFormValues => ({
  name: '',
  document: '',
  phone: '',
  email: '',
  address: emptyAddress(),
  logo: null,
});

type Agency = NonNullable<AccountInfoResponse['agency']>;

export function agencyValues(agency: Agency): AgencyFormValues {
  return {
    name: agency.name,
    document: maskCpfCnpj(agency.document ?? ''),
    phone: agency.phone ?? '',
    email: agency.email ?? '',
    address: addressValues(agency.address),
    logo: agency.logo ?? null,
    timezone: timeZoneOr(agency.timezone),
    locale: agency.locale ?? 'pt',
  };
}

export type AgencyPayload = AgencyProfileInput & { timezone?: string; locale?: Locale };

/**
 * The body of POST /agencies/accounts/profile and PUT /agencies/accounts/agency. The logo goes as
 * the form holds it: the stored URL keeps it, a data URL replaces it, null removes it.
 */
export function agencyPayload(values: AgencyFormValues): AgencyPayload {
  return {
    name: values.name.trim(),
    document: values.document,
    phone: values.phone,
    email: values.email.trim() || null,
    address: addressPayload(values.address),
    logo: values.logo,
    ...(values.timezone ? { timezone: values.timezone } : {}),
    ...(values.locale ? { locale: values.locale } : {}),
  };
}
