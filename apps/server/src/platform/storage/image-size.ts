import zlib from 'node:zlib';

/**
 * Pixel size of an image read from its header, without decoding it. A few hundred kilobytes
 * of PNG can declare 20000 x 20000 pixels, which a decoder (OCR, PDF) turns into gigabytes.
 */
export interface ImageSize {
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The IHDR chunk's size, trusted only when its CRC matches: a damaged header is no size at all. */
function pngSize(data: Buffer): ImageSize | null {
  if (data.length < 33 || !data.subarray(0, 8).equals(PNG_SIGNATURE) || data.toString('latin1', 12, 16) !== 'IHDR') return null;
  if (zlib.crc32(data.subarray(12, 29)) !== data.readUInt32BE(29)) return null;
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

/** Start-of-frame markers (SOF0-SOF15 but DHT, JPG and DAC) carry the frame's height and width. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegSize(data: Buffer): ImageSize | null {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < data.length) {
    if (data[at] !== 0xff) return null;
    const marker = data[at + 1]!;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    if (isStartOfFrame(marker)) return { height: data.readUInt16BE(at + 5), width: data.readUInt16BE(at + 7) };
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame
    at += 2 + data.readUInt16BE(at + 2);
  }
  return null;
}

function gifSize(data: Buffer): ImageSize | null {
  if (data.length < 10 || data.toString('latin1', 0, 3) !== 'GIF') return null;
  return { width: data.readUInt16LE(6), height: data.readUInt16LE(8) };
}

/** WebP: lossy (VP8), lossless (VP8L) or extended (VP8X, the canvas size). */
function webpSize(data: Buffer): ImageSize | null {
  if (data.length < 30 || data.toString('latin1', 0, 4) !== 'RIFF' || data.toString('latin1', 8, 12) !== 'WEBP') return null;
  const chunk = data.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') return { width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = data.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: data.readUIntLE(24, 3) + 1, height: data.readUIntLE(27, 3) + 1 };
  return null;
}

/** Width and height of a PNG, JPEG, GIF or WebP, or null when the header cannot say. */
export function imageSize(data: Buffer, mime: string): ImageSize | null {
  if (mime === 'image/png') return pngSize(data);
  if (mime === 'image/jpeg') return jpegSize(data);
  if (mime === 'image/gif') return gifSize(data);
  if (mime === 'image/webp') return webpSize(data);
  return null;
}
