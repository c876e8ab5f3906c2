import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { localeFromAcceptLanguage, messageCatalogs, translate, uiCatalogs } from '../src/i18n/index.ts';
import { pnrStatusPt } from '../src/i18n/ui/pt/pnrStatus.ts';
import { pnrStatusEs } from '../src/i18n/ui/es/pnrStatus.ts';
import { pnrStatusEn } from '../src/i18n/ui/en/pnrStatus.ts';
import { installZodMessageKeys } from '../src/validation.ts';

function keysOf(node: unknown, prefix = ''): string[] {
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

describe('UI catalogues by locale', () => {
  // Typecheck already refuses a missing or extra key (Widen<typeof pt>); this guards empty text too.
  it('has every Portuguese key in Spanish and English, none empty', () => {
    const pt = keysOf(uiCatalogs.pt).sort();
    for (const locale of ['es', 'en'] as const) {
      expect(keysOf(uiCatalogs[locale]).sort()).toEqual(pt);
    }
    for (const catalog of [uiCatalogs.pt, uiCatalogs.es, uiCatalogs.en, pnrStatusPt, pnrStatusEs, pnrStatusEn]) {
      const values = keysOf(catalog).map((key) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalog));
      expect(values.filter((value) => typeof value !== 'string' || value.trim() === '')).toEqual([]);
    }
    expect(Object.keys(pnrStatusEs).sort()).toEqual(Object.keys(pnrStatusPt).sort());
    expect(Object.keys(pnrStatusEn).sort()).toEqual(Object.keys(pnrStatusPt).sort());
  });
});

describe('shared messages', () => {
  it('has every Portuguese key in Spanish and English, none empty', () => {
    const pt = keysOf(messageCatalogs.pt).sort();
    for (const locale of ['es', 'en'] as const) {
      expect(keysOf(messageCatalogs[locale]).sort()).toEqual(pt);
      for (const key of pt) expect(translate(locale, key).trim()).not.toBe('');
    }
  });

  it('keeps the spec wording word for word in Portuguese', () => {
    expect(translate('pt', 'validation.voucherTooLarge')).toBe('Tamanho não pode ser maior que 10MB');
    expect(translate('pt', 'validation.imageTooLarge')).toBe('Imagem muito grande. Tamanho máximo: 1MB');
    expect(translate('pt', 'checklist.partialFailure', { count: 2, error: 'x' })).toBe(
      'Falha ao criar 2 tarefa(s) padrão. Primeiro erro: x',
    );
    expect(translate('pt', 'trial.bannerMany', { count: 4 })).toBe('Faltam 4 dias para terminar seu teste');
  });

  it('picks the language from Accept-Language, default pt', () => {
    expect(localeFromAcceptLanguage(undefined)).toBe('pt');
    expect(localeFromAcceptLanguage('es-AR,es;q=0.9')).toBe('es');
    expect(localeFromAcceptLanguage('fr-FR,en;q=0.5,es;q=0.8')).toBe('es');
    expect(localeFromAcceptLanguage('de')).toBe('pt');
    expect(localeFromAcceptLanguage('en;q=0,es;q=0.1')).toBe('es');
  });

  it('picks the plural form of a count, in each language', () => {
    expect(translate('pt', 'checklist.digestSubject', { count: 1 })).toBe('Suas tarefas no Rumo: 1 pendente');
    expect(translate('pt', 'checklist.digestSubject', { count: 3 })).toBe('Suas tarefas no Rumo: 3 pendentes');
    expect(translate('es', 'errors.planUserLimit', { count: 1 })).toMatch(/solo 1 usuario,/);
    expect(translate('en', 'errors.rateLimited', { count: 30 })).toBe('Too many requests. Try again in 30 seconds.');
    expect(translate('en', 'errors.rateLimited', { count: 1 })).toBe('Too many requests. Try again in 1 second.');
    // no count: the key itself
    expect(translate('pt', 'errors.overloaded')).toMatch(/segundos/);
  });

  it('falls back to Portuguese and then to the key', () => {
    expect(translate('es', 'no.such.key')).toBe('no.such.key');
  });

  it('turns zod issues into message keys', () => {
    installZodMessageKeys();
    const schema = z.object({ email: z.email(), name: z.string().min(1), nick: z.string().max(3) });
    const result = schema.safeParse({ email: 'x', nick: 'abcd' });
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({ email: 'validation.email', name: 'validation.required', nick: 'validation.tooLong' });
  });
});
