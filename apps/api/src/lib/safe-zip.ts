import { crc32, inflateRawSync } from 'node:zlib';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError } from './app-error.ts';

export type ZipLimits = {
  maxEntries: number;
  /** Sum of the declared uncompressed sizes; yauzl makes each entry's real size match its declaration. */
  maxTotalBytes: number;
  maxEntryBytes: number;
  /** Uncompressed / compressed size above which an entry (larger than RATIO_FLOOR_BYTES) is a bomb. */
  maxRatio: number;
  /** What the user reads about an entry above maxEntryBytes (its path in the archive given). */
  entryTooLarge: (name: string) => string;
};

/** Below this size no compression ratio is dangerous, and tiny files have meaningless ratios. */
const RATIO_FLOOR_BYTES = 64 * 1024;
const DEFLATE = 8;
const STORED = 0;

/**
 * One entry's compressed bytes with what its directory record says of them: everything `inflateEntry` needs,
 * in a form a worker thread can receive (the bytes are a copy in their own ArrayBuffer, so they can be
 * transferred without dragging the whole archive along).
 */
export type ZipEntryData = {
  method: typeof STORED | typeof DEFLATE;
  compressed: Uint8Array<ArrayBuffer>;
  uncompressedSize: number;
  crc32: number;
};

export type ZipEntry = {
  name: string;
  isDirectory: boolean;
  /** Why the entry will not be read (too large, encrypted, unknown compression); absent when readable. */
  problem?: string;
  /**
   * The entry's compressed bytes, found through its local header (cheap: a copy of the compressed size); throws
   * a 400 AppError when the local header does not match the archive's directory.
   */
  data: () => ZipEntryData;
};

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

const invalidZip = () =>
  AppError.validation('O arquivo .zip está corrompido ou não é um arquivo .zip válido. Nada foi importado.');

// yauzl refuses names that could escape a target folder ("../", "/etc", "C:", backslashes): we never write
// entries to disk, but such a name only comes from a crafted archive, so the whole upload is refused.
const UNSAFE_NAME = /^(invalid relative path|absolute path|invalid characters in fileName): (.*)$/s;

function translateOpenError(error: unknown): AppError {
  const unsafe = error instanceof Error ? UNSAFE_NAME.exec(error.message) : null;
  if (unsafe) {
    return AppError.validation(
      `O arquivo .zip contém um caminho inseguro (${unsafe[2]}) e foi recusado por inteiro. Nada foi importado.`,
    );
  }
  return invalidZip();
}

function readCentralDirectory(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', reject);
    zip.readEntry();
  });
}

function problemOf(entry: Entry, limits: ZipLimits): string | undefined {
  if (entry.isEncrypted()) return 'Arquivo protegido por senha: não é possível lê-lo.';
  if (entry.compressionMethod !== DEFLATE && entry.compressionMethod !== STORED) {
    return `Método de compressão ${entry.compressionMethod} não suportado (use o padrão, deflate).`;
  }
  if (entry.uncompressedSize > limits.maxEntryBytes) return limits.entryTooLarge(entry.fileName);
  return undefined;
}

function refuseBombs(entries: Entry[], limits: ZipLimits): void {
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
    if (entry.uncompressedSize > RATIO_FLOOR_BYTES && ratio > limits.maxRatio) {
      throw AppError.validation(
        `O arquivo ${entry.fileName} dentro do .zip descompacta ${Math.round(ratio)} vezes o seu tamanho ` +
          `(o máximo é ${limits.maxRatio}): o .zip foi recusado por parecer uma bomba de compressão. Nada foi importado.`,
      );
    }
  }
  if (total > limits.maxTotalBytes) {
    throw AppError.validation(
      `O conteúdo do .zip descompactado passa de ${megabytes(limits.maxTotalBytes)}: divida-o em arquivos menores. Nada foi importado.`,
    );
  }
}

const LOCAL_HEADER = 0x04034b50;
const LOCAL_HEADER_BYTES = 30;

const corrupted = () =>
  AppError.validation(
    'O conteúdo deste arquivo não confere com o índice do .zip (arquivo corrompido ou adulterado).',
  );

function locate(buffer: Buffer, entry: Entry): ZipEntryData {
  const header = entry.relativeOffsetOfLocalHeader;
  if (header + LOCAL_HEADER_BYTES > buffer.length || buffer.readUInt32LE(header) !== LOCAL_HEADER) {
    throw corrupted();
  }
  const start =
    header + LOCAL_HEADER_BYTES + buffer.readUInt16LE(header + 26) + buffer.readUInt16LE(header + 28);
  const end = start + entry.compressedSize;
  if (end > buffer.length) throw corrupted();
  return {
    method: entry.compressionMethod === STORED ? STORED : DEFLATE,
    // new Uint8Array copies into an ArrayBuffer of exactly this size (Buffer.from could use Node's shared pool).
    compressed: new Uint8Array(buffer.subarray(start, end)),
    uncompressedSize: entry.uncompressedSize,
    crc32: entry.crc32,
  };
}

/**
 * Inflates an entry in memory with zlib under a hard output cap of the size the directory declares: a stream
 * that would inflate beyond it stops there, whatever its headers say. CPU-bound (about 3 ms per MB): the
 * import runs it in a worker thread. Throws a 400 AppError when the data does not match the directory.
 */
export function inflateEntry(data: ZipEntryData): Buffer {
  const compressed = Buffer.from(
    data.compressed.buffer,
    data.compressed.byteOffset,
    data.compressed.byteLength,
  );
  let content: Buffer;
  try {
    content =
      data.method === STORED
        ? compressed
        : inflateRawSync(compressed, { maxOutputLength: Math.max(data.uncompressedSize, 1) });
  } catch {
    throw corrupted();
  }
  if (content.length !== data.uncompressedSize || crc32(content) !== data.crc32) throw corrupted();
  return content;
}

/**
 * Reads a .zip held in memory without writing anything to disk. yauzl reads and checks the central directory
 * first (number of entries, unsafe names, declared sizes and ratios), so a hostile archive is refused
 * before any entry is used; each entry's bytes are then taken on demand, to be inflated by `inflateEntry`.
 */
export async function openZip(buffer: Buffer, limits: ZipLimits): Promise<ZipEntry[]> {
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(buffer, {
      lazyEntries: true,
      strictFileNames: true,
    });
  } catch (error) {
    throw translateOpenError(error);
  }
  if (zip.entryCount > limits.maxEntries) {
    throw AppError.validation(
      `O .zip tem ${zip.entryCount} arquivos; o máximo é ${limits.maxEntries} por envio. Nada foi importado.`,
    );
  }
  let entries: Entry[];
  try {
    entries = await readCentralDirectory(zip);
  } catch (error) {
    throw translateOpenError(error);
  }
  refuseBombs(entries, limits);
  return entries.map((entry) => {
    const problem = problemOf(entry, limits);
    return {
      name: entry.fileName,
      isDirectory: entry.fileName.endsWith('/'),
      ...(problem ? { problem } : {}),
      data: () => locate(buffer, entry),
    };
  });
}

/** A zip archive starts with a local file header, or is an empty archive (end of central directory). */
export function isZip(content: Buffer): boolean {
  return (
    content.length >= 4 &&
    content[0] === 0x50 &&
    content[1] === 0x4b &&
    ((content[2] === 0x03 && content[3] === 0x04) || (content[2] === 0x05 && content[3] === 0x06))
  );
}
