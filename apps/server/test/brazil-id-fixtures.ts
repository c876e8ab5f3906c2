import { createRequire } from 'node:module';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import PDFDocument from 'pdfkit';

/**
 * Fictitious Brazilian IDs drawn for the reader's tests: an old-model RG (the back, where the data
 * is), a CNH of the 2022 model, and the same CNH as a CNH-e PDF (text layer) and as a scan in a PDF
 * (an image only). Names, numbers and CPFs are invented; the CPFs have valid check digits, the CNH
 * registration number does not (so it cannot be mistaken for a CPF). Fonts: DejaVu Sans from npm.
 */
const require = createRequire(import.meta.url);
const SANS = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const SANS_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
let registered = false;
function fonts() {
  if (registered) return;
  GlobalFonts.registerFromPath(SANS, 'RumoIdSans');
  GlobalFonts.registerFromPath(SANS_BOLD, 'RumoIdSansBold');
  registered = true;
}

/** A line on the card: a small label (L) or a bold value (V), at a column (x) of its row. */
type Cell = { x: number; label?: string; value?: string };
type Row = Cell[];

export const RG_FIXTURE = {
  name: 'MARIA DA CONCEIÇÃO SANTOS',
  rg: '24681357X',
  cpf: '39053344705',
  birth_date: '1988-07-23',
  issue_date: '2016-03-14',
  issuing_body: 'SSP/SP',
};

export const CNH_FIXTURE = {
  name: 'JOÃO PEDRO OLIVEIRA LIMA',
  registration: '04512378903',
  cpf: '27184590694',
  rg: 'MG12345678',
  birth_date: '1979-11-05',
  issue_date: '2023-02-18',
  expiry_date: '2033-02-17',
  issuing_body: 'DETRAN-MG',
};

export const CIN_FIXTURE = {
  name: 'ANA BEATRIZ FERREIRA COSTA',
  cpf: '81520463707',
  birth_date: '1995-01-30',
  issue_date: '2024-06-03',
  expiry_date: '2034-06-03',
  issuing_body: 'SSP/RJ',
};

const RG_ROWS: Row[] = [
  [{ x: 0, value: 'REPÚBLICA FEDERATIVA DO BRASIL' }],
  [{ x: 0, value: 'ESTADO DE SÃO PAULO' }],
  [{ x: 0, label: 'SECRETARIA DA SEGURANÇA PÚBLICA' }],
  [{ x: 0, label: 'INSTITUTO DE IDENTIFICAÇÃO RICARDO GUMBLETON DAUNT' }],
  [{ x: 0, value: 'REGISTRO GERAL  24.681.357-X' }, { x: 700, value: 'DATA DE EXPEDIÇÃO  14/03/2016' }],
  [{ x: 0, label: 'NOME' }],
  [{ x: 0, value: RG_FIXTURE.name }],
  [{ x: 0, label: 'FILIAÇÃO' }],
  [{ x: 0, value: 'JOSÉ CARLOS SANTOS' }],
  [{ x: 0, value: 'ANA LÚCIA DA CONCEIÇÃO' }],
  [{ x: 0, label: 'NATURALIDADE' }, { x: 700, label: 'DATA DE NASCIMENTO' }],
  [{ x: 0, value: 'CAMPINAS - SP' }, { x: 700, value: '23/07/1988' }],
  [{ x: 0, label: 'DOC. ORIGEM' }],
  [{ x: 0, value: 'C.NASC. CAMPINAS-SP LV.A045 FLS.102 N.23456' }],
  [{ x: 0, value: 'CPF 390.533.447-05' }],
  [{ x: 0, label: 'ASSINATURA DO DIRETOR' }, { x: 700, label: 'LEI Nº 7.116 DE 29/08/83' }],
];

const CNH_ROWS: Row[] = [
  [{ x: 0, value: 'REPÚBLICA FEDERATIVA DO BRASIL' }],
  [{ x: 0, label: 'MINISTÉRIO DOS TRANSPORTES' }],
  [{ x: 0, label: 'SECRETARIA NACIONAL DE TRÂNSITO - SENATRAN' }],
  [{ x: 0, value: 'CARTEIRA NACIONAL DE HABILITAÇÃO' }],
  [{ x: 0, label: '2 e 1 NOME E SOBRENOME' }],
  [{ x: 0, value: CNH_FIXTURE.name }],
  [{ x: 0, label: '3 DATA, LOCAL E UF DE NASCIMENTO' }],
  [{ x: 0, value: '05/11/1979, BELO HORIZONTE, MG' }],
  [{ x: 0, label: '4a DATA EMISSÃO' }, { x: 420, label: '4b VALIDADE' }, { x: 760, label: 'ACC' }],
  [{ x: 0, value: '18/02/2023' }, { x: 420, value: '17/02/2033' }],
  [{ x: 0, label: '4c DOC. IDENTIDADE / ÓRG. EMISSOR / UF' }],
  [{ x: 0, value: 'MG12345678 SSP MG' }],
  [{ x: 0, label: '4d CPF' }, { x: 420, label: '5 Nº REGISTRO' }, { x: 760, label: '9 CAT. HAB.' }],
  [{ x: 0, value: '271.845.906-94' }, { x: 420, value: '04512378903' }, { x: 760, value: 'AB' }],
  [{ x: 0, label: '8 FILIAÇÃO' }],
  [{ x: 0, value: 'ANTÔNIO CARLOS LIMA' }],
  [{ x: 0, value: 'HELENA OLIVEIRA LIMA' }],
  [{ x: 0, label: 'LOCAL' }, { x: 700, label: 'DETRAN' }],
  [{ x: 0, value: 'BELO HORIZONTE, MG' }, { x: 700, value: 'DETRAN-MG' }],
];

const CIN_ROWS: Row[] = [
  [{ x: 0, value: 'REPÚBLICA FEDERATIVA DO BRASIL' }],
  [{ x: 0, value: 'CARTEIRA DE IDENTIDADE' }],
  [{ x: 0, label: 'Nome / Name' }],
  [{ x: 0, value: CIN_FIXTURE.name }],
  [{ x: 0, label: 'Nome Social / Social Name' }],
  [{ x: 0, label: 'Sexo / Sex' }, { x: 200, label: 'Nacionalidade / Nationality' }, { x: 560, label: 'Data de Nascimento / Date of Birth' }],
  [{ x: 0, value: 'F' }, { x: 200, value: 'BRA' }, { x: 560, value: '30/01/1995' }],
  [{ x: 0, label: 'Registro Geral - CPF / Personal Number' }],
  [{ x: 0, value: '815.204.637-07' }],
  [{ x: 0, label: 'Naturalidade / Place of Birth' }, { x: 560, label: 'Validade / Date of Expiry' }],
  [{ x: 0, value: 'NITERÓI/RJ' }, { x: 560, value: '03/06/2034' }],
  [{ x: 0, label: 'Órgão Expedidor / Issuing Authority' }, { x: 560, label: 'Data de Emissão / Date of Issue' }],
  [{ x: 0, value: 'SSP/RJ' }, { x: 560, value: '03/06/2024' }],
];

const MARGIN = 60;
const ROW_HEIGHT = 52;

function drawRows(g: SKRSContext2D, rows: Row[], top: number) {
  g.fillStyle = '#111111';
  rows.forEach((row, i) => {
    for (const cell of row) {
      g.font = cell.label ? '24px RumoIdSans' : '30px RumoIdSansBold';
      g.fillText(cell.label ?? cell.value ?? '', MARGIN + cell.x, top + i * ROW_HEIGHT);
    }
  });
}

function cardPng(rows: Row[], tint: string): Buffer {
  fonts();
  const width = 1400;
  const height = 2 * MARGIN + rows.length * ROW_HEIGHT + 20;
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = tint;
  g.fillRect(0, 0, width, height);
  drawRows(g, rows, MARGIN + 30);
  return canvas.toBuffer('image/png');
}

/** The back of an old-model RG of São Paulo (pale green, like the card). */
export const rgPng = () => cardPng(RG_ROWS, '#f1f7ee');

/** A CNH of the 2022 model (pale yellow-green). */
export const cnhPng = () => cardPng(CNH_ROWS, '#f4f8e6');

function pdfBytes(draw: (doc: PDFKit.PDFDocument) => void, size: [number, number]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size, margin: 0, info: { Title: 'Documento fictício', Producer: 'Rumo tests' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** Rows as PDF text (a text layer), in points on an A4 page. */
function textPdf(rows: Row[]): Promise<Buffer> {
  return pdfBytes(
    (doc) => {
      rows.forEach((row, i) => {
        for (const cell of row) {
          doc.font(cell.label ? SANS : SANS_BOLD).fontSize(cell.label ? 8 : 10);
          doc.text(cell.label ?? cell.value ?? '', 40 + cell.x * 0.35, 60 + i * 18, { lineBreak: false });
        }
      });
    },
    [595, 842],
  );
}

/** A CNH-e as exported by the Carteira Digital de Trânsito: the card's text is selectable. */
export const cnhTextPdf = () => textPdf(CNH_ROWS);

/** The digital CIN ("Carteira de Identidade Nacional") as a PDF with a text layer. */
export const cinTextPdf = () => textPdf(CIN_ROWS);

/** A scanned CNH saved as PDF: one page holding only the picture, no text layer. */
export const cnhScanPdf = () => pdfBytes((doc) => doc.image(cnhPng(), 20, 20, { width: 555 }), [595, 842]);

/** A PDF whose page 1 claims to be 20000 points wide: refused before anything renders. */
export const hugePagePdf = () => pdfBytes((doc) => doc.text('x', 10, 10), [20_000, 20_000]);

/** A PDF of more pages than a document has. */
export const manyPagesPdf = (pages = 25) =>
  pdfBytes((doc) => {
    for (let i = 1; i < pages; i++) doc.addPage();
  }, [595, 842]);
