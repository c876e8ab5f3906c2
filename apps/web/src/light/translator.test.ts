import { describe, expect, it } from 'vitest';
import { createTranslator } from './translator.ts';

describe('light translator', () => {
  const { use, t } = createTranslator('pt-BR');
  use({ pnr: { decoded_one: '{{count}} voo encontrado.', decoded_other: '{{count}} voos encontrados.' }, language: { current: 'Idioma: {{name}}' } });

  it('picks the plural form and fills the parameters as i18next does', () => {
    expect(t('pnr.decoded', { count: 1 })).toBe('1 voo encontrado.');
    expect(t('pnr.decoded', { count: 3 })).toBe('3 voos encontrados.');
    expect(t('language.current', { name: 'Português' })).toBe('Idioma: Português');
  });

  it('shows the key of a missing text', () => {
    expect(t('pnr.nothing')).toBe('pnr.nothing');
  });
});
