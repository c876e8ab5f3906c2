import { z } from 'zod';
import { keyError, optionalField } from './common.ts';

/** Brazilian tax ids: CPF (people) and CNPJ (companies, numeric or the 2026 alphanumeric form). */

/** Strips the mask: "123.456.789-09" -> "12345678909", "12.ABC.345/01DE-35" -> "12ABC34501DE35". */
export function cleanTaxId(value: string): string {
  return value.replace(/[\s./-]/g, '').toUpperCase();
}

export function isValidCpf(value: string): boolean {
  const cpf = cleanTaxId(value);
  if (!/^\d{11}$/.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false;
  const digit = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(cpf[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return digit(9) === Number(cpf[9]) && digit(10) === Number(cpf[10]);
}

/** Each character counts as its char code minus 48, so digits keep their value and letters follow. */
export function isValidCnpj(value: string): boolean {
  const cnpj = cleanTaxId(value);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || /^(\d)\1{13}$/.test(cnpj)) return false;
  const digit = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) {
      const weight = ((length - i - 1) % 8) + 2;
      sum += (cnpj.charCodeAt(i) - 48) * weight;
    }
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return digit(12) === Number(cnpj[12]) && digit(13) === Number(cnpj[13]);
}

/** CPF, masked or not; stored clean (11 digits). */
export const cpfSchema = z
  .string()
  .trim()
  .refine(isValidCpf, keyError('validation.cpfInvalid'))
  .transform(cleanTaxId);

/** CPF (11 digits) or CNPJ (14 characters), masked or not; stored clean. */
export const cpfOrCnpjSchema = z
  .string()
  .trim()
  .min(1, keyError('validation.required'))
  .superRefine((value, ctx) => {
    const clean = cleanTaxId(value);
    if (clean.length <= 11) {
      if (!isValidCpf(clean)) ctx.addIssue({ code: 'custom', message: 'validation.cpfInvalid' });
    } else if (!isValidCnpj(clean)) {
      ctx.addIssue({ code: 'custom', message: 'validation.cnpjInvalid' });
    }
  })
  .transform(cleanTaxId);

export const optionalCpfSchema = optionalField(cpfSchema);
