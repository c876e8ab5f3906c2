import zlib from 'node:zlib';

export interface ZipLimits {
  /** Bytes all entries may inflate to together. */
  maxInflatedBytes: number;
  maxEntries: number;
}

export type ZipCheck = 'ok' | 'too-large' | 'unreadable';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** Offset of the end-of-central-directory record, searched back over the longest comment. */
function endOfCentralDirectory(data: Buffer): number {
  for (let at = data.length - 22; at >= Math.max(0, data.length - 22 - 0xffff); at--) if (data.readUInt32LE(at) === EOCD) return at;
  return -1;
}

/**
 * Inflates every entry of a zip with a ceiling on the output and discards it: the sizes a zip
 * declares can lie, so only real inflation is trusted, and zlib stops at `maxOutputLength`, so
 * memory stays bounded whatever the file would inflate to. An .xlsx is a zip: this runs before a
 * library loads it whole.
 */
export function checkZipSize(bytes: Uint8Array, limits: ZipLimits): ZipCheck {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    const end = endOfCentralDirectory(data);
    if (end < 0) return 'unreadable';
    const count = data.readUInt16LE(end + 10);
    if (count > limits.maxEntries) return 'too-large';
    let at = data.readUInt32LE(end + 16);
    let remaining = limits.maxInflatedBytes;
    for (let i = 0; i < count; i++) {
      if (data.readUInt32LE(at) !== CENTRAL) return 'unreadable';
      const method = data.readUInt16LE(at + 10);
      const compressedSize = data.readUInt32LE(at + 20);
      const local = data.readUInt32LE(at + 42);
      at += 46 + data.readUInt16LE(at + 28) + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
      if (data.readUInt32LE(local) !== LOCAL) return 'unreadable';
      const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
      const body = data.subarray(start, start + compressedSize);
      if (method === 0) remaining -= body.length;
      else if (method === 8) remaining -= zlib.inflateRawSync(body, { maxOutputLength: remaining + 1 }).length;
      else return 'unreadable';
      if (remaining < 0) return 'too-large';
    }
    return count === 0 ? 'unreadable' : 'ok';
  } catch (error) {
    return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'too-large' : 'unreadable';
  }
}
