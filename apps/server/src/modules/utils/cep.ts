import type { CepLookupResponse } from '@rumo/core';

/** Finds the address of a Brazilian postal code (CEP); null when unknown. */
export interface CepLookup {
  lookup(cep: string): Promise<CepLookupResponse | null>;
}

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
 * An unknown CEP answers {"erro": true}; a failure of the service counts as not found (logged).
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
        if (!response.ok) return null;
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
        return null;
      }
    },
  };
}

/** Without a configured service nothing can be looked up (no network is assumed). */
export const noCepLookup: CepLookup = { lookup: async () => null };

/** CEP_LOOKUP_URL set: ViaCEP at that URL; unset: every CEP answers not found. */
export function cepLookupFromEnv(env: Record<string, string | undefined> = process.env, onError?: (error: unknown) => void): CepLookup {
  const url = env.CEP_LOOKUP_URL?.trim();
  return url ? createViaCepLookup(url, { onError }) : noCepLookup;
}
