import { describe, expect, it } from 'vitest';
import { centsToDecimal, formatCurrency, formatMoney, parseMoney, toCents } from '../src/money.ts';

describe('money', () => {
  it('formats with decimal comma, thousands dot and 2 decimals', () => {
    expect(formatMoney('1234.56')).toBe('1.234,56');
    expect(formatMoney('1234567.5')).toBe('1.234.567,50');
    expect(formatMoney(0)).toBe('0,00');
    expect(formatMoney('999')).toBe('999,00');
    expect(formatMoney('-1000.1')).toBe('-1.000,10');
  });

  it('keeps amounts exact where floats would drift', () => {
    expect(formatMoney('0.1')).toBe('0,10');
    expect(centsToDecimal(toCents('0.1')! + toCents('0.2')!)).toBe('0.30');
    expect(formatMoney('12345678901234.99')).toBe('12.345.678.901.234,99');
  });

  it('rounds a third decimal half-up', () => {
    expect(centsToDecimal(toCents('1.005')!)).toBe('1.01');
    expect(centsToDecimal(toCents('1.004')!)).toBe('1.00');
  });

  it('gives an empty string for what is not an amount', () => {
    expect(formatMoney('abc')).toBe('');
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(Number.NaN)).toBe('');
  });

  it('prefixes R$ for reais and the code for other currencies', () => {
    expect(formatCurrency('1234.56')).toBe('R$ 1.234,56');
    expect(formatCurrency('10', 'USD')).toBe('USD 10,00');
  });

  it('parses what a Brazilian user types', () => {
    expect(parseMoney('1.234,56')).toBe('1234.56');
    expect(parseMoney('R$ 1.234,5')).toBe('1234.50');
    expect(parseMoney('1234.56')).toBe('1234.56');
    expect(parseMoney('')).toBeNull();
  });
});
