import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  listQuerySchema,
  localDateTimeSchema,
  moneySchema,
  paged,
  phoneSchema,
  tripInstantSchema,
  instantSchema,
  emailSchema,
} from './common.ts';
import { dataUrlSchema } from './files.ts';
import { isValidCnpj, isValidCpf, cpfOrCnpjSchema } from './brazil.ts';

const messages = (result: { success: boolean; error?: z.ZodError }) =>
  result.error?.issues.map((i) => i.message) ?? [];
const png = (bytes: number) => `data:image/png;base64,${Buffer.alloc(bytes, 1).toString('base64')}`;

describe('list query', () => {
  it('defaults to limit 5 and offset 0', () => {
    expect(listQuerySchema.parse({})).toMatchObject({ limit: 5, offset: 0 });
  });
  it('coerces query strings and caps limit at 10000', () => {
    expect(listQuerySchema.parse({ limit: '10000', offset: '20', sortOrder: 'DESC' })).toMatchObject({
      limit: 10000,
      offset: 20,
      sortOrder: 'desc',
    });
    expect(listQuerySchema.safeParse({ limit: '10001' }).success).toBe(false);
  });
  it('treats empty query values as absent', () => {
    expect(listQuerySchema.parse({ search: '', sortOrder: '' })).toMatchObject({
      search: undefined,
      sortOrder: undefined,
    });
  });
  it('wraps items in {count, next, previous, results}', () => {
    const page = paged(z.object({ id: z.number() }));
    expect(page.parse({ count: 1, next: null, previous: null, results: [{ id: 1 }] }).results).toEqual([
      { id: 1 },
    ]);
  });
});

describe('values', () => {
  it('accepts money as a decimal string with up to 2 decimals', () => {
    expect(moneySchema.safeParse('1234.56').success).toBe(true);
    expect(moneySchema.safeParse('-10').success).toBe(true);
    expect(messages(moneySchema.safeParse('1.234,56'))).toEqual(['validation.invalid']);
    expect(moneySchema.safeParse(12.5).success).toBe(false);
  });
  it('rejects a phone over 25 characters or with letters with "Insira um telefone válido"', () => {
    expect(phoneSchema.safeParse('+55 (11) 98765-4321').success).toBe(true);
    expect(messages(phoneSchema.safeParse('+55 11 9876 5432 1234 5678 9'))).toContain(
      'validation.phoneInvalid',
    );
    expect(messages(phoneSchema.safeParse('call me'))).toEqual(['validation.phoneInvalid']);
  });
  it('trims and lower-cases e-mails', () => {
    expect(emailSchema.parse(' Ana@Example.COM ')).toBe('ana@example.com');
    expect(messages(emailSchema.safeParse('ana@'))).toEqual(['validation.email']);
  });
  it('reads trip dates at 12:00:00 -03:00', () => {
    expect(tripInstantSchema.parse('2025-03-10').toISOString()).toBe('2025-03-10T15:00:00.000Z');
    expect(tripInstantSchema.parse('2025-03-10T12:00:00').toISOString()).toBe('2025-03-10T15:00:00.000Z');
    expect(tripInstantSchema.parse('2025-03-10T12:00:00-03:00').toISOString()).toBe(
      '2025-03-10T15:00:00.000Z',
    );
    expect(messages(tripInstantSchema.safeParse('2025-02-30'))).toEqual(['validation.dateInvalid']);
  });
  it('normalises local date-times and encodes response instants as ISO', () => {
    expect(localDateTimeSchema.parse('2025-03-10 08:05')).toBe('2025-03-10T08:05:00');
    expect(z.encode(instantSchema, new Date('2025-03-10T15:00:00Z'))).toBe('2025-03-10T15:00:00.000Z');
  });
});

describe('data URL files', () => {
  const schema = dataUrlSchema({
    mimes: ['image/png'],
    maxBytes: 100,
    typeError: 'validation.imageFormat',
    sizeError: 'validation.imageTooLarge',
  });
  it('accepts an allowed type within the size', () => {
    expect(schema.safeParse(png(100)).success).toBe(true);
  });
  it('rejects other types, large files and garbage with their own messages', () => {
    expect(messages(schema.safeParse('data:application/pdf;base64,AAAA'))).toEqual([
      'validation.imageFormat',
    ]);
    expect(messages(schema.safeParse(png(101)))).toEqual(['validation.imageTooLarge']);
    expect(messages(schema.safeParse('not a file'))).toEqual(['validation.fileInvalid']);
    expect(messages(z.object({ f: schema }).safeParse({}))).toEqual(['validation.fileRequired']);
  });
});

describe('CPF and CNPJ', () => {
  it('checks the digits', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-80')).toBe(false);
  });
  it('says which one is invalid and stores it unmasked', () => {
    expect(cpfOrCnpjSchema.parse('529.982.247-25')).toBe('52998224725');
    expect(messages(cpfOrCnpjSchema.safeParse('529.982.247-24'))).toEqual(['validation.cpfInvalid']);
    expect(messages(cpfOrCnpjSchema.safeParse('11.222.333/0001-80'))).toEqual(['validation.cnpjInvalid']);
  });
});
