import { PNR_TEXT_MAX } from '@rumo/core';

/** Why a file gave no text: a key under pnr.file in the screen text. */
export type PnrFileProblem = 'tooLarge' | 'unsupported' | 'unreadable' | 'badPdf' | 'noTextPdf' | 'empty';

/** Kinds of file the decoder takes, by type and extension (a file passes by either). */
export const PNR_FILE_ACCEPT: Record<string, string[]> = {
  'message/rfc822': ['.eml'],
  'application/pdf': ['.pdf'],
  'text/plain': ['.txt'],
};

/** E-mails with attachments and PDF tickets with logos: large enough, small enough for a tab. */
export const PNR_FILE_MAX_BYTES = 15 * 1024 * 1024;

export class PnrFileError extends Error {
  constructor(readonly problem: PnrFileProblem) {
    super(problem);
  }
}

type Kind = 'eml' | 'pdf' | 'txt';

function kindOf(file: File, head: Uint8Array): Kind | null {
  const name = file.name.toLowerCase();
  // The bytes decide first: a PDF renamed .txt is still a PDF.
  if (head[0] === 0x25 && head[1] === 0x50 && head[2] === 0x44 && head[3] === 0x46) return 'pdf';
  if (name.endsWith('.pdf') || file.type === 'application/pdf') return 'pdf';
  if (name.endsWith('.eml') || file.type === 'message/rfc822') return 'eml';
  if (name.endsWith('.txt') || file.type === 'text/plain') return 'txt';
  return null;
}

/**
 * The text of a dropped .eml, .pdf or .txt, read in the browser: the file never leaves the
 * machine, only the text sent to decode. The readers for e-mail and PDF load on first use.
 */
export async function readFileText(file: File): Promise<string> {
  if (file.size > PNR_FILE_MAX_BYTES) throw new PnrFileError('tooLarge');
  const bytes = await file.arrayBuffer();
  const kind = kindOf(file, new Uint8Array(bytes.slice(0, 4)));
  if (!kind) throw new PnrFileError('unsupported');
  let text: string;
  try {
    if (kind === 'pdf') text = await (await import('./pdfText.ts')).pdfToText(bytes);
    else if (kind === 'eml') text = await (await import('./emlText.ts')).emlToText(bytes);
    else text = new TextDecoder('utf-8').decode(bytes);
  } catch {
    throw new PnrFileError(kind === 'pdf' ? 'badPdf' : 'unreadable');
  }
  text = text.replace(/\r\n?/g, '\n').trim();
  if (!text) throw new PnrFileError(kind === 'pdf' ? 'noTextPdf' : 'empty');
  return text.slice(0, PNR_TEXT_MAX);
}
