import { describe, expect, it } from 'vitest';
import { pdfTextLines } from '../src/pdfText.ts';

describe('pdfTextLines', () => {
  it('joins runs on one baseline left to right, two spaces apart, lines top to bottom, blanks dropped', () => {
    const runs = [
      { text: '17/02/2033', x: 200, y: 500.6 },
      { text: '18/02/2023', x: 40, y: 500 },
      { text: '4a DATA EMISSÃO', x: 40, y: 520 },
      { text: '4b VALIDADE', x: 200, y: 519.4 },
      { text: '   ', x: 10, y: 300 },
    ];
    expect(pdfTextLines(runs)).toEqual(['4a DATA EMISSÃO  4b VALIDADE', '18/02/2023  17/02/2033']);
  });
});
