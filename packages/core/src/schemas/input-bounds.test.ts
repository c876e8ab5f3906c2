import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checklistDeadline, parseFlexibleDate, parseScheduledTo } from '../dates.ts';
import {
  dateSchema,
  idParamSchema,
  idSchema,
  instantInputSchema,
  listQuerySchema,
  optionalText,
  requiredText,
  scheduledToSchema,
  tripInstantSchema,
} from './common.ts';
import { customerAutocompleteQuerySchema } from './customers.ts';

const messages = (result: { success: boolean; error?: z.ZodError }) => result.error?.issues.map((i) => i.message) ?? [];

describe('ids are bounded to the int4 column', () => {
  it('accepts 2147483647 and refuses 2147483648, 2^53 and 2^63', () => {
    expect(idSchema.safeParse(2_147_483_647).success).toBe(true);
    expect(idSchema.safeParse(2 ** 31).error?.issues[0]?.code).toBe('too_big');
    for (const id of [2 ** 53, 2 ** 63]) expect(idSchema.safeParse(id).success).toBe(false);
    expect(idParamSchema.safeParse({ id: '2147483648' }).success).toBe(false);
    expect(idParamSchema.safeParse({ id: '9223372036854775808' }).success).toBe(false);
  });
  it('caps the list offset too', () => {
    expect(listQuerySchema.safeParse({ offset: '9223372036854775808' }).success).toBe(false);
  });
});

describe('text refuses control characters', () => {
  it('refuses NUL and escape codes with "validation.controlCharacters"', () => {
    expect(messages(requiredText().safeParse('a\u0000b'))).toEqual(['validation.controlCharacters']);
    expect(messages(optionalText().safeParse('\u001b[31mred'))).toEqual(['validation.controlCharacters']);
  });
  it('keeps line breaks, tabs, emoji and right-to-left text', () => {
    expect(requiredText(100).parse('linha 1\r\nlinha 2\tfim')).toBe('linha 1\r\nlinha 2\tfim');
    expect(requiredText().parse('🧳 \u202Eمرحبا')).toBe('🧳 \u202Eمرحبا');
  });
  it('refuses NUL in the customer search and list search', () => {
    expect(customerAutocompleteQuerySchema.safeParse({ query: '\u0000' }).success).toBe(false);
    expect(listQuerySchema.safeParse({ search: 'a\u0000' }).success).toBe(false);
  });
});

describe('dates are accepted from 1900 to 2100', () => {
  it('refuses year 0000, 1899 and 9999 with "validation.dateInvalid"', () => {
    for (const date of ['0000-01-01', '1899-12-31', '2101-01-01', '9999-12-31'])
      expect(messages(dateSchema.safeParse(date))).toEqual(['validation.dateInvalid']);
    expect(dateSchema.safeParse('1900-01-01').success).toBe(true);
    expect(dateSchema.safeParse('2100-12-31').success).toBe(true);
  });
  it('refuses extreme trip instants, task dates and instants with offset', () => {
    expect(messages(tripInstantSchema.safeParse('0000-01-01'))).toEqual(['validation.dateInvalid']);
    expect(messages(tripInstantSchema.safeParse('9999-12-31T12:00:00Z'))).toEqual(['validation.dateInvalid']);
    expect(messages(instantInputSchema.safeParse('0000-01-01T00:00:00Z'))).toEqual(['validation.dateInvalid']);
    expect(messages(scheduledToSchema.safeParse('31/12/9999 23:59:00'))).toEqual(['validation.dateInvalid']);
    expect(parseScheduledTo('01/01/0000 10:00:00')).toBeNull();
  });
  it('gives the checklist no deadline for a date it cannot represent', () => {
    expect(parseFlexibleDate('0000-01-01')).toBeNull();
    expect(checklistDeadline('9999-12-31')).toBeNull();
    expect(checklistDeadline('2030-05-01')).toBe('01/05/2030 23:59:00');
  });
});
