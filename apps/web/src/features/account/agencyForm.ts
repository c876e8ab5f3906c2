import { timeZoneOr, type AccountInfoResponse, type AgencyProfileInput } from '@rumo/core';
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
  };
}

/**
 * The body of POST /agencies/accounts/profile and PUT /agencies/accounts/agency. The logo goes as
 * the form holds it: the stored URL keeps it, a data URL replaces it, null removes it.
 */
export function agencyPayload(values: AgencyFormValues): AgencyProfileInput & { timezone?: string } {
  return {
    name: values.name.trim(),
    document: values.document,
    phone: values.phone,
    email: values.email.trim() || null,
    address: addressPayload(values.address),
    logo: values.logo,
    ...(values.timezone ? { timezone: values.timezone } : {}),
  };
}
