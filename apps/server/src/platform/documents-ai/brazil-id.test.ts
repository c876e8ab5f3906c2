import { describe, expect, it } from 'vitest';
import { brazilianIdKind, readBrazilianId } from './brazil-id.ts';
import { textLines } from './text-lines.ts';
import { readDocumentText } from './text.ts';

/** Texts as OCR and PDF text layers give them: accents lost, I read as 1, labels beside or above values. */
const TODAY = new Date('2026-05-01T12:00:00Z');
const values = (fields: Record<string, { value: string } | undefined>) =>
  Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field?.value]));

const OLD_RG_SP = `REPUBLICA FEDERATIVA DO BRASIL
ESTADO DE SAO PAULO
SECRETARIA DA SEGURANCA PUBLICA
INSTITUTO DE IDENTIFICACAO RICARDO GUMBLETON DAUNT
REGISTRO GERAL 24.681.357-X DATA DE EXPEDICAO 14/03/2016
NOME
MARIA DA CONCEICAO SANTOS
FILIACAO
JOSE CARLOS SANTOS
ANA LUCIA DA CONCEICAO
NATURALIDADE DATA DE NASCIMENTO
CAMPINAS - SP 23/07/1988
DOC. ORIGEM
C.NASC. CAMPINAS-SP LV.A045 FLS.102 N.23456
CPF 390.533.447-05
ASSINATURA DO DIRETOR LEI N° 7.116 DE 29/08/83`;

const OLD_RG_BA = `Republica Federativa do Brasil
Secretaria da Segurança Pública - Instituto de Identificação Pedro Mello
Carteira de Identidade
Registro Geral: 12.345.678-90   Órgão Expedidor: SSP-BA
Data de Expedição:
02/09/2009
Nome: Cláudio Antônio dos Reis
Filiação: João dos Reis
Maria Antônia dos Reis
Naturalidade: Salvador-BA
Data de Nascimento: 11/12/1970
CPF: 27184590694`;

const CIN_OCR = `REPÚBLICA FEDERATIVA DO BRASIL
CARTEIRA DE IDENTIDADE
Nome / Name
Ana Beatriz Ferreira Costa
Nome Social / Social Name
Sexo / Sex Nacionalidade / Nationality Data de Nascimento / Date of Birth
F BRA 30/01/1995
Registro Geral - CPF / Personal Number
815.204.637-07
Naturalidade / Place of Birth Validade / Date of Expiry
NITERÓI/RJ 03/06/2034
Órgão Expedidor / Issuing Authority Data de Emissão / Date of Issue
SSP/RJ 03/06/2024`;

const CNH_2022 = `REPUBLICA FEDERATIVA DO BRASIL
MINISTERIO DOS TRANSPORTES
SECRETARIA NACIONAL DE TRANSITO - SENATRAN
CARTEIRA NACIONAL DE HABILITACAO
2e1 NOME E SOBRENOME
JOAO PEDRO OLIVEIRA LIMA
3 DATA, LOCAL E UF DE NASCIMENTO
05/11/1979, BELO HORIZONTE, MG
4a DATA EMISSAO 4b VALIDADE ACC
18/02/2023 17/02/2033
4c DOC. IDENTIDADE / ORG. EMISSOR / UF
MG12345678 SSP MG
4d CPF 5 N° REGISTRO 9 CAT. HAB.
271.845.906-94 04512378903 AB
8 FILIACAO
ANTONIO CARLOS LIMA
HELENA OLIVEIRA LIMA
LOCAL DETRAN
BELO HORIZONTE, MG DETRAN-MG`;

/** The model before 2017: CPF and birth in one row; registration, validity and first licence in another. */
const CNH_OLD = `GOVERNO DO ESTADO DE SÃO PAULO
DEPARTAMENTO ESTADUAL DE TRÂNSITO
VALIDA EM TODO O TERRITORIO NACIONAL
NOME
RICARDO ALVES PEREIRA
DOC. IDENTIDADE / ÓRG. EMISSOR / UF
23.456.789-1 SSP SP
CPF DATA NASCIMENTO
390.533.447-05 09/04/1966
FILIAÇÃO
JOAQUIM PEREIRA
PERMISSÃO ACC CAT. HAB.
B
Nº REGISTRO VALIDADE 1ª HABILITAÇÃO
00987654321 21/08/2024 15/06/1986
OBSERVAÇÕES
LOCAL DATA EMISSÃO
SÃO PAULO, SP 22/08/2019`;

describe('RG, CIN and CNH fields from text', () => {
  it('reads an old São Paulo RG: RG with X, SSP/SP from the heading, dates beside and below labels', () => {
    const fields = readBrazilianId(OLD_RG_SP, 'rg', TODAY);
    expect(values(fields)).toEqual({
      full_name: 'MARIA DA CONCEICAO SANTOS',
      birth_date: '1988-07-23',
      issue_date: '2016-03-14',
      cpf: '39053344705',
      rg: '24681357X',
      number: '24681357X',
      issuing_body: 'SSP/SP',
      issuing_country: 'BRA',
    });
    // derived from 'Secretaria da Segurança Pública' and the state: less sure than a printed 'SSP/SP'
    expect(fields.issuing_body!.confidence).toBeLessThan(0.8);
  });

  it('reads an RG with labels and values on one line, in mixed case with accents', () => {
    expect(values(readBrazilianId(OLD_RG_BA, 'rg', TODAY))).toEqual({
      full_name: 'CLÁUDIO ANTÔNIO DOS REIS',
      birth_date: '1970-12-11',
      issue_date: '2009-09-02',
      cpf: '27184590694',
      rg: '1234567890',
      number: '1234567890',
      issuing_body: 'SSP/BA',
      issuing_country: 'BRA',
    });
  });

  it('reads the CIN: its number is the CPF, bilingual labels count once', () => {
    expect(values(readBrazilianId(CIN_OCR, 'cin', TODAY))).toEqual({
      full_name: 'ANA BEATRIZ FERREIRA COSTA',
      birth_date: '1995-01-30',
      issue_date: '2024-06-03',
      expiry_date: '2034-06-03',
      cpf: '81520463707',
      number: '81520463707',
      issuing_body: 'SSP/RJ',
      issuing_country: 'BRA',
    });
  });

  it('reads a 2022 CNH: registration number beside the CPF, the RG it cites, DETRAN-MG', () => {
    expect(values(readBrazilianId(CNH_2022, 'cnh', TODAY))).toEqual({
      full_name: 'JOAO PEDRO OLIVEIRA LIMA',
      birth_date: '1979-11-05',
      issue_date: '2023-02-18',
      expiry_date: '2033-02-17',
      cpf: '27184590694',
      number: '04512378903',
      rg: 'MG12345678',
      issuing_body: 'DETRAN-MG',
      issuing_country: 'BRA',
    });
  });

  it('reads an old CNH: three columns of dates, the SSP of its RG is not the issuer', () => {
    const fields = readBrazilianId(CNH_OLD, 'cnh', TODAY);
    expect(values(fields)).toEqual({
      full_name: 'RICARDO ALVES PEREIRA',
      birth_date: '1966-04-09',
      issue_date: '2019-08-22',
      expiry_date: '2024-08-21',
      cpf: '39053344705',
      number: '00987654321',
      rg: '234567891',
      issuing_body: 'DETRAN-SP',
    });
    expect(fields.issuing_body!.confidence).toBeLessThan(0.8);
  });

  it('tolerates OCR slips in labels (1 for I, 0 for O, merged words)', () => {
    const text = `CARTEIRA NAC1ONAL DE HAB1L1TACAO
N0ME
PAULO ROBERTO SILVA
DATA EM1SSA0 VAL1DADE
01/02/2020 31/01/2030
CPF 271.845.906-94 N° REG1STRO 04512378903`;
    expect(values(readBrazilianId(text, 'cnh', TODAY))).toMatchObject({
      full_name: 'PAULO ROBERTO SILVA',
      issue_date: '2020-02-01',
      expiry_date: '2030-01-31',
      cpf: '27184590694',
      number: '04512378903',
    });
  });

  it('never invents: a missing value, a wrong CPF check digit and an impossible date stay unread', () => {
    const text = `CARTEIRA NACIONAL DE HABILITACAO
NOME
4a DATA EMISSAO 4b VALIDADE
18/02/2023
4d CPF
271.845.906-95
3 DATA DE NASCIMENTO
05/11/2079`;
    const fields = readBrazilianId(text, 'cnh', TODAY);
    // one date under two labels is ambiguous; no name under NOME; CPF fails its check; birth in the future
    expect(fields).toEqual({});
  });

  it('tells the kinds apart by what they print, else by the chosen type', () => {
    const kind = (text: string, chosen?: 'rg' | 'cnh' | 'passport') => brazilianIdKind(textLines(text), chosen);
    expect(kind(CNH_2022)).toBe('cnh');
    expect(kind(CNH_OLD)).toBe('cnh');
    expect(kind(CIN_OCR)).toBe('cin');
    expect(kind(OLD_RG_SP)).toBe('rg');
    expect(kind('NOME\nJOSE DA SILVA', 'rg')).toBe('rg');
    expect(kind('PASSPORT UTOPIA', 'passport')).toBeNull();
  });
});

describe('labelled dates of other documents', () => {
  it('reads a passport page in English and an ID in Spanish', () => {
    const passport = readDocumentText('Date of birth: 12 AUG 1974\nDate of issue: 16 APR 2007\nDate of expiry: 15 APR 2012', 'passport', 'ocr', TODAY);
    expect(values(passport.fields)).toEqual({ birth_date: '1974-08-12', issue_date: '2007-04-16', expiry_date: '2012-04-15' });
    const spanish = readDocumentText('Fecha de nacimiento  Fecha de vencimiento\n03/03/1981  07/09/2031\nLugar de nacimiento BUENOS AIRES', 'other', 'ocr', TODAY);
    expect(values(spanish.fields)).toEqual({ birth_date: '1981-03-03', expiry_date: '2031-09-07' });
  });

  it('does not take a place of birth or of issue for a date label', () => {
    const text = 'Local de emissão  Data de emissão\nSão Paulo  10/05/2022\nPlace of birth  Date of birth\nLisboa  01/01/1990';
    expect(values(readDocumentText(text, 'other', 'ocr', TODAY).fields)).toEqual({ issue_date: '2022-05-10', birth_date: '1990-01-01' });
  });
});
