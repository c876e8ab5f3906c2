import zlib from 'node:zlib';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc(body), 8 + data.length);
  return out;
};

/** A PNG of w x h pixels whose rows (each led by its filter byte) are already laid out. */
function png(width: number, height: number, bitDepth: number, colorType: number, rows: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = bitDepth;
  header[9] = colorType;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real PNG of w x h pixels (solid colour), built byte by byte so tests need no fixtures. */
export function pngBytes(width = 2, height = 2): Buffer {
  const rows = Buffer.alloc((width * 3 + 1) * height, 0x80);
  for (let y = 0; y < height; y++) rows[y * (width * 3 + 1)] = 0;
  return png(width, height, 8, 2, rows);
}

/**
 * A real, valid black-and-white PNG of w x h pixels: 1 bit a pixel deflates to almost nothing, so
 * 20000 x 20000 pixels weigh about 60 KB and decode to gigabytes (the decompression bomb of issue 14).
 */
export function bombPng(width = 20_000, height = 20_000): Buffer {
  return png(width, height, 1, 0, Buffer.alloc((Math.ceil(width / 8) + 1) * height, 0));
}

export const dataUrl = (mime: string, data: Buffer) => `data:${mime};base64,${data.toString('base64')}`;
export const pngDataUrl = (width?: number, height?: number) => dataUrl('image/png', pngBytes(width, height));
