import { isValidCpf } from '@rumo/core';

/** The first CPF in the text whose check digits are right, unmasked (11 digits). */
export function findCpf(text: string): string | null {
  for (const match of text.matchAll(/(?<![\d.])(\d{3})[.\s]?(\d{3})[.\s]?(\d{3})\s?[-–.]?\s?(\d{2})(?![\d])/g)) {
    const digits = `${match[1]}${match[2]}${match[3]}${match[4]}`;
    if (isValidCpf(digits)) return digits;
  }
  return null;
}

/**
 * An RG number: after an RG / "Registro Geral" / "Identidade" label, or the usual SP-style mask
 * 12.345.678-9 (the last digit may be X). States use different formats, so the label wins.
 */
export function findRg(text: string): string | null {
  const labelled = /(?:\bRG\b|REGISTRO\s+GERAL|\bIDENTIDADE\b|\bDOC\.?\s*IDENTIDADE)[^\dA-Z]{0,20}(?:N[º°O.]?\s*)?([\d][\d.\s-]{5,14}[\dXx])/i.exec(text);
  if (labelled) {
    const value = labelled[1]!.replace(/[\s.-]/g, '').toUpperCase();
    if (value.length >= 6 && value.length <= 14) return value;
  }
  const masked = /(?<![\d.])(\d{1,2}\.\d{3}\.\d{3}-[\dXx])(?![\d])/.exec(text);
  return masked ? masked[1]!.replace(/[.-]/g, '').toUpperCase() : null;
}
