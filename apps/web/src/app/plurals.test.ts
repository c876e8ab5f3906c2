import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '@rumo/core/i18n/locales/en';
import es from '@rumo/core/i18n/locales/es';
import pt from '@rumo/core/i18n/locales/pt';

const catalogues = { pt, es, en };

async function translator(lng: keyof typeof catalogues) {
  const i18n = createInstance();
  await i18n.init({ resources: { [lng]: { translation: catalogues[lng] } }, lng, interpolation: { escapeValue: false } });
  return i18n.t.bind(i18n) as (key: string, options: { count: number }) => string;
}

/** Every key_one of a catalogue, as "a.b.key". */
function pluralKeys(node: unknown, path = ''): string[] {
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key.endsWith('_one') ? [`${path}${key.slice(0, -4)}`] : pluralKeys(value, `${path}${key}.`),
  );
}

describe('counts in words', () => {
  it('reads "0 clientes", "1 cliente", "Enviar 0 arquivos" and "Enviar 1 arquivo" in Portuguese, whose plural rules put 0 with 1', async () => {
    const t = await translator('pt');
    expect(t('customers.list.count', { count: 0 })).toBe('0 clientes');
    expect(t('customers.list.count', { count: 1 })).toBe('1 cliente');
    expect(t('travels.itinerary.items', { count: 0 })).toBe('0 itens');
    expect(t('vouchers.upload.submit', { count: 0 })).toBe('Enviar 0 arquivos');
    expect(t('vouchers.upload.submit', { count: 1 })).toBe('Enviar 1 arquivo');
  });

  it('uses the plural for 0 and 2 and the singular for 1 in Spanish and English', async () => {
    for (const [lng, one, other] of [['es', 'Subir 1 archivo', 'Subir 0 archivos'], ['en', 'Upload 1 file', 'Upload 0 files']] as const) {
      const t = await translator(lng);
      expect(t('vouchers.upload.submit', { count: 1 })).toBe(one);
      expect(t('vouchers.upload.submit', { count: 0 })).toBe(other);
    }
  });

  it('gives every Portuguese count a zero form and leaves no "arquivo(s)"', async () => {
    const t = await translator('pt');
    for (const key of pluralKeys(pt)) {
      expect(t(key, { count: 0 }), key).toBe(t(key, { count: 2 }).replace('2', '0'));
    }
    expect(JSON.stringify(pt.vouchers)).not.toMatch(/\w\(s\)/);
  });
});
