import { describe, expect, it } from 'vitest';
import { applyMask, CEP_MASK, maskCep, maskCpfCnpj, maskDate, maskTime, unmask } from './masks.ts';

describe('masks', () => {
  it('fills a pattern and inserts its literals as the next slot fills', () => {
    expect(applyMask('01310100', CEP_MASK)).toBe('01310-100');
    expect(applyMask('01310', CEP_MASK)).toBe('01310');
    expect(applyMask('013101', CEP_MASK)).toBe('01310-1');
    expect(applyMask('0131010099', CEP_MASK)).toBe('01310-100');
    expect(maskCep('01a310-100')).toBe('01310-100');
  });

  it('writes dates as dd/mm/yyyy whatever is typed between the digits', () => {
    expect(maskDate('25122026')).toBe('25/12/2026');
    expect(maskDate('25-12')).toBe('25/12');
  });

  it('writes times as hh:mm and drops what is typed past the minutes', () => {
    expect(maskTime('1830')).toBe('18:30');
    expect(maskTime('9')).toBe('9');
    expect(maskTime('18h30m45')).toBe('18:30');
  });

  it('masks a CPF up to 11 digits and a CNPJ, numeric or alphanumeric, beyond', () => {
    expect(maskCpfCnpj('52998224725')).toBe('529.982.247-25');
    expect(maskCpfCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskCpfCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(unmask('12.ABC.345/01DE-35')).toBe('12ABC34501DE35');
  });
});
