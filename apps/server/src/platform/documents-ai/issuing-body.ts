import { getStates } from '@brazilian-utils/brazilian-utils';
import { plainText, type TextLine } from './text-lines.ts';

const STATES = getStates().map((state) => ({ uf: state.code as string, name: plainText(state.name) }));
const UFS = new Set(STATES.map((state) => state.uf));

/** The identity offices of the states as printed before the UF: SSP/SP, SESP/PR, PC/MG, IGP/RS, DIC/RJ... */
const RG_OFFICES = ['SSP', 'SESP', 'SDS', 'SSPDS', 'SESDEC', 'SEJUSP', 'SEDS', 'SJS', 'PC', 'PCMG', 'IGP', 'IFP', 'IIRGD', 'DIC', 'DETRAN', 'DGPC', 'ITEP', 'POLITEC', 'SPTC', 'IPF', 'IDAMP', 'DPT', 'IITB', 'GEJSP', 'SSPPC'];
const OFFICE = `(${RG_OFFICES.join('|')})`;

/** 'ESTADO DE SAO PAULO', 'ESTADO DO RIO DE JANEIRO', 'DISTRITO FEDERAL' -> the UF. */
export function stateNamed(lines: readonly TextLine[]): string | null {
  for (const { plain } of lines) {
    if (/\bDISTRITO\s+FEDERAL\b/.test(plain)) return 'DF';
    const named = /\bESTADO\s+D[AEO]S?\s+([A-Z ]+)/.exec(plain)?.[1]?.trim();
    if (!named) continue;
    const state = STATES.find((s) => named === s.name || named.startsWith(`${s.name} `));
    if (state) return state.uf;
  }
  return null;
}

/** 'SSP/SP', 'SSP-SP', 'SSP SP' in a piece of text, with a real UF; null otherwise. */
function officeWithUf(plain: string, offices = OFFICE): string | null {
  const m = new RegExp(`\\b${offices}\\s*[-/ ]\\s*([A-Z]{2})\\b`).exec(plain);
  return m && UFS.has(m[2]!) ? `${m[1]}/${m[2]}` : null;
}

export interface IssuingBody {
  value: string;
  confidence: number;
}

/**
 * The body that issued an RG or a CIN: after an 'Órgão expedidor' / 'Issuing authority' label (same
 * line or the next), else an office with its UF printed anywhere (SSP/SP), else 'Secretaria da
 * Segurança Pública' in the heading with the state named there (SSP/SP, less sure).
 */
export function rgIssuingBody(lines: readonly TextLine[]): IssuingBody | null {
  for (let i = 0; i < lines.length; i++) {
    const at = /\bORG(?:AO|\.)?\s*(?:EXPEDIDOR|EMISSOR)|ISSUING\s+AUTHORITY/.exec(lines[i]!.plain);
    if (!at) continue;
    const found = officeWithUf(lines[i]!.plain.slice(at.index + at[0].length)) ?? officeWithUf(lines[i + 1]?.plain ?? '');
    if (found) return { value: found, confidence: 0.9 };
  }
  for (const { plain } of lines) {
    const found = officeWithUf(plain);
    if (found) return { value: found, confidence: 0.8 };
  }
  const secretariat = lines.some(({ plain }) => /SECRETARIA\s+D[AE]\s+SEGURANCA\s+PUBLICA/.test(plain));
  const uf = stateNamed(lines);
  return secretariat && uf ? { value: `SSP/${uf}`, confidence: 0.6 } : null;
}

/**
 * The DETRAN that issued a CNH: 'DETRAN-MG' / 'DETRAN/MG' / 'DETRAN MG' printed, else a DETRAN (or
 * 'Departamento Estadual de Trânsito') with the state named in the heading (less sure).
 */
export function cnhIssuingBody(lines: readonly TextLine[]): IssuingBody | null {
  for (const { plain } of lines) {
    const found = officeWithUf(plain, '(DETRAN)');
    if (found) return { value: found.replace('/', '-'), confidence: 0.9 };
  }
  const detran = lines.some(({ plain }) => /\bDETRAN\b|DEPARTAMENTO\s+ESTADUAL\s+DE\s+TRANSITO/.test(plain));
  const uf = stateNamed(lines);
  return detran && uf ? { value: `DETRAN-${uf}`, confidence: 0.6 } : null;
}
