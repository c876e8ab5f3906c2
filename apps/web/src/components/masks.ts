/**
 * Input masks without a package. A pattern is written with `0` for a digit, `A` for a letter or
 * digit and any other character as a literal that is inserted when the next slot is filled:
 * applyMask('01310100', '00000-000') === '01310-100'.
 */

const SLOT: Record<string, RegExp> = { '0': /\d/, A: /[0-9A-Z]/ };

/** Fills `pattern` with the accepted characters of `value`; what does not fit is dropped. */
export function applyMask(value: string, pattern: string): string {
  const chars = value.toUpperCase().replace(/[^0-9A-Z]/g, '');
  let out = '';
  let index = 0;
  for (const slot of pattern) {
    if (index >= chars.length) break;
    const accepts = SLOT[slot];
    if (!accepts) {
      out += slot;
      continue;
    }
    // Skip characters the slot does not accept (a letter where a digit goes).
    while (index < chars.length && !accepts.test(chars[index]!)) index++;
    if (index >= chars.length) break;
    out += chars[index++];
  }
  return out;
}

/** Only the characters a pattern keeps: '01310-100' -> '01310100'. */
export const unmask = (value: string): string => value.toUpperCase().replace(/[^0-9A-Z]/g, '');

export const CEP_MASK = '00000-000';
export const CPF_MASK = '000.000.000-00';
/** Numeric or the 2026 alphanumeric CNPJ: 12 letters or digits, 2 check digits. */
export const CNPJ_MASK = 'AA.AAA.AAA/AAAA-00';
export const DATE_MASK = '00/00/0000';
export const TIME_MASK = '00:00';

export const maskCep = (value: string): string => applyMask(value.replace(/\D/g, ''), CEP_MASK);
export const maskDate = (value: string): string => applyMask(value.replace(/\D/g, ''), DATE_MASK);
export const maskTime = (value: string): string => applyMask(value.replace(/\D/g, ''), TIME_MASK);

/** CPF while the value has up to 11 digits, CNPJ from the 12th character or the first letter. */
export function maskCpfCnpj(value: string): string {
  const clean = unmask(value);
  if (clean.length <= 11 && /^\d*$/.test(clean)) return applyMask(clean, CPF_MASK);
  return applyMask(clean, CNPJ_MASK);
}
