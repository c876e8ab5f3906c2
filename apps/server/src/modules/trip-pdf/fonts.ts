import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * DejaVu Sans (npm dejavu-fonts-ttf; Bitstream Vera licence with DejaVu changes in the public
 * domain, free to embed and redistribute): TrueType with every Portuguese and Spanish accent.
 * pdfkit's built-in fonts are WinAnsi only; an embedded TTF is subset to the glyphs used and
 * carries a ToUnicode map, so the PDF's text can be selected, searched and extracted.
 */
export const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
export const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
