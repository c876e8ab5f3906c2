import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';

/**
 * Renders test documents to PNG: the ICAO 9303 specimen passport ("UTOPIA", Anna Maria Eriksson)
 * with its MRZ in a large monospace font, and a Brazilian-style ID page with a CPF. The font is
 * bundled (DejaVu Sans Mono Bold, free licence in fixtures/fonts) so the image is the same everywhere.
 */
const FONT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'fonts', 'DejaVuSansMono-Bold.ttf');
let registered = false;
function font(size: number) {
  if (!registered) registered = GlobalFonts.registerFromPath(FONT, 'RumoTestMono') !== null;
  return `${size}px RumoTestMono`;
}

export const SPECIMEN_MRZ = ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'] as const;

export function specimenPassportPng(mrz: readonly string[] = SPECIMEN_MRZ): Buffer {
  const width = 1500;
  const height = 1000;
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, width, height);
  // photo box and the printed (visual) zone
  g.fillStyle = '#d9d9d9';
  g.fillRect(80, 170, 300, 380);
  g.fillStyle = '#222222';
  g.font = font(34);
  g.fillText('PASSPORT  PASSEPORT  UTOPIA', 80, 100);
  g.font = font(26);
  const printed = [
    ['Type/Type', 'P'],
    ['Surname/Nom', 'ERIKSSON'],
    ['Given names/Prenoms', 'ANNA MARIA'],
    ['Nationality', 'UTOPIAN'],
    ['Date of birth', '12 AUG 1974'],
    ['Sex', 'F'],
    ['Date of issue', '16 APR 2007'],
    ['Date of expiry', '15 APR 2012'],
  ];
  printed.forEach(([label, value], i) => {
    g.fillText(`${label}: ${value}`, 440, 200 + i * 46);
  });
  g.fillStyle = '#000000';
  g.font = font(48);
  g.fillText(mrz[0]!, 60, 820);
  g.fillText(mrz[1]!, 60, 900);
  return canvas.toBuffer('image/png');
}

/** A white page with nothing on it. */
export function blankPng(width = 800, height = 500): Buffer {
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, width, height);
  return canvas.toBuffer('image/png');
}
