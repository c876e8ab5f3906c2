import type { CepLookupResponse } from '@rumo/core';

/** Finds the address of a Brazilian postal code (CEP); null when the service says it does not exist. */
export interface CepLookup {
  /** Rejects with CepUnavailable when no service answers (off, unreachable, failing). */
  lookup(cep: string): Promise<CepLookupResponse | null>;
}

/** No answer about the CEP: the address is typed by hand, and nobody is told the CEP is wrong. */
export class CepUnavailable extends Error {}

export const VIACEP_URL = 'https://viacep.com.br/ws';

interface ViaCepAnswer {
  cep?: string;
  logradouro?: string;
  complemento?: string;
  bairro?: string;
  localidade?: string;
  uf?: string;
  erro?: boolean | string;
}

const orNull = (value: string | undefined) => (value && value.trim() ? value.trim() : null);

/**
 * ViaCEP over HTTP: GET {baseUrl}/{8 digits}/json/ (baseUrl e.g. https://viacep.com.br/ws).
 * An unknown CEP answers {"erro": true} (or 400 for a malformed one): not found. A failure of the
 * service (network, timeout, 5xx, not JSON) is CepUnavailable, logged through onError.
 */
export function createViaCepLookup(baseUrl: string, options: { timeoutMs?: number; onError?: (error: unknown) => void } = {}): CepLookup {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    async lookup(cep) {
      const digits = cep.replace(/\D/g, '');
      if (digits.length !== 8) return null;
      try {
        const response = await fetch(`${base}/${digits}/json/`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
        if (response.status === 400) return null;
        if (!response.ok) throw new Error(`CEP service answered HTTP ${response.status}`);
        const body = (await response.json()) as ViaCepAnswer;
        if (!body || body.erro === true || body.erro === 'true') return null;
        return {
          cep: `${digits.slice(0, 5)}-${digits.slice(5)}`,
          street: orNull(body.logradouro),
          complement: orNull(body.complemento),
          neighborhood: orNull(body.bairro),
          city: orNull(body.localidade),
          state: orNull(body.uf),
          country: 'BR',
        };
      } catch (error) {
        options.onError?.(error);
        throw new CepUnavailable(error instanceof Error ? error.message : String(error));
      }
    },
  };
}

/** CEP_LOOKUP_URL=off: no lookup, the address is typed by hand. */
export const noCepLookup: CepLookup = {
  lookup: () => Promise.reject(new CepUnavailable('CEP lookup is off')),
};

/** The configured lookup: a ViaCEP-compatible URL (ViaCEP itself by default), or null for off. */
export function cepLookupFor(url: string | null, onError?: (error: unknown) => void): CepLookup {
  return url ? createViaCepLookup(url, { onError }) : noCepLookup;
}
