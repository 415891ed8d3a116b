import { crc32, deflateRawSync } from 'node:zlib';

export type ZipInput = {
  /** Path inside the archive; a name ending in '/' is a folder. */
  name: string;
  content?: string | Buffer;
  /** Stored as is (method 0) instead of deflated. */
  isStored?: boolean;
  /** The uncompressed size written in both headers instead of the real one: a lying archive. */
  declaredSize?: number;
};

const UTF8_NAMES = 0x0800;

/**
 * A .zip built by hand, so that tests can also write what no zip tool would: lying sizes, '../' names,
 * thousands of entries. Honest input gives an archive `unzip -t` accepts.
 */
export function buildZip(inputs: ZipInput[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const input of inputs) {
    const name = Buffer.from(input.name, 'utf8');
    const raw = Buffer.from(input.content ?? '');
    const isStored = input.isStored || input.name.endsWith('/');
    const data = isStored ? raw : deflateRawSync(raw);
    const fields = {
      method: isStored ? 0 : 8,
      crc: crc32(raw),
      compressed: data.length,
      uncompressed: input.declaredSize ?? raw.length,
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(fields.method, 8);
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(0x5b74, 12);
    local.writeUInt32LE(fields.crc, 14);
    local.writeUInt32LE(fields.compressed, 18);
    local.writeUInt32LE(fields.uncompressed, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(UTF8_NAMES, 8);
    central.writeUInt16LE(fields.method, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(0x5b74, 14);
    central.writeUInt32LE(fields.crc, 16);
    central.writeUInt32LE(fields.compressed, 20);
    central.writeUInt32LE(fields.uncompressed, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(input.name.endsWith('/') ? 0x10 : 0, 38);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(inputs.length, 8);
  end.writeUInt16LE(inputs.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
