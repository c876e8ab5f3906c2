import { useRef, useState, type ReactNode } from 'react';
import { Loader, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CepLookupResponse } from '@rumo/core';
import { api, isApiError } from '../api/client.ts';
import { CEP_MASK, maskCep } from './masks.ts';

export interface CepFieldProps {
  label: ReactNode;
  /** The CEP as shown, '01310-100'. */
  value: string;
  onChange: (value: string) => void;
  /** Called with the address of a complete CEP the lookup knows. */
  onFound: (address: CepLookupResponse) => void;
  onBlur?: () => void;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

/**
 * Brazilian postal code with the 00000-000 mask. A complete CEP typed by the user is looked up
 * (GET /utils/cep/{cep}, signed-in calls only); a known one fills the address through onFound,
 * an unknown one says 'Não foi possível encontrar o CEP informado.' and the address stays free
 * to type by hand.
 */
export function CepField({ label, value, onChange, onFound, onBlur, error, required, disabled }: CepFieldProps) {
  const { t } = useTranslation();
  const [notFound, setNotFound] = useState(false);
  const [loading, setLoading] = useState(false);
  const pending = useRef<AbortController | null>(null);

  const lookup = async (digits: string) => {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setLoading(true);
    try {
      const address = await api.get<CepLookupResponse>(`/utils/cep/${digits}`, { signal: controller.signal });
      if (!controller.signal.aborted) onFound(address);
    } catch (cause) {
      if (controller.signal.aborted) return;
      // 404 (unknown) and 400 (malformed) are "not found"; a failing service leaves the typing free.
      if (isApiError(cause) && (cause.status === 404 || cause.status === 400)) setNotFound(true);
    } finally {
      if (pending.current === controller) {
        pending.current = null;
        setLoading(false);
      }
    }
  };

  const change = (raw: string) => {
    const masked = maskCep(raw);
    onChange(masked);
    setNotFound(false);
    const digits = masked.replace(/\D/g, '');
    if (digits.length === 8 && masked !== value) void lookup(digits);
    else pending.current?.abort();
  };

  return (
    <TextInput
      label={label}
      value={value}
      onChange={(event) => change(event.currentTarget.value)}
      onBlur={onBlur}
      error={notFound ? t('validation.cepNotFound') : error}
      placeholder={CEP_MASK}
      inputMode="numeric"
      autoComplete="postal-code"
      maxLength={CEP_MASK.length}
      required={required}
      withAsterisk={required}
      disabled={disabled}
      rightSection={loading ? <Loader size={16} aria-label={t('common.loading')} /> : null}
    />
  );
}
