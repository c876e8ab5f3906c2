import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';

/** Writes a .tar.gz entry by entry; entries wait for the file to take them, so memory stays flat. */
export interface ArchiveWriter {
  add(name: string, data: Buffer | string): Promise<void>;
  finish(): Promise<void>;
  abort(): void;
}

export function writeArchive(file: string): ArchiveWriter {
  const pack = tar.pack();
  const done = pipeline(pack, zlib.createGzip({ level: 6 }), fs.createWriteStream(file, { mode: 0o600 }));
  done.catch(() => undefined); // surfaced by finish()
  return {
    add: (name, data) =>
      new Promise<void>((resolve, reject) => {
        pack.entry({ name, mtime: new Date(0) }, data, (error) => (error ? reject(error) : resolve()));
      }),
    async finish() {
      pack.finalize();
      await done;
    },
    abort() {
      pack.destroy(new Error('backup aborted'));
    },
  };
}

export interface ArchiveEntry {
  name: string;
  read(): Promise<Buffer>;
}

/** Reads a .tar.gz entry by entry, in the order it was written. */
export async function* readArchive(file: string): AsyncGenerator<ArchiveEntry> {
  const extract = tar.extract();
  const source = fs.createReadStream(file).pipe(zlib.createGunzip());
  source.on('error', (error) => extract.destroy(error));
  source.pipe(extract);
  for await (const entry of extract) {
    let consumed = false;
    yield {
      name: entry.header.name,
      async read() {
        consumed = true;
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      },
    };
    if (!consumed) entry.resume();
  }
}
