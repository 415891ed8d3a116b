import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import yauzl from 'yauzl';

/** Every file of a .zip, in the archive's order, read by yauzl (which checks each CRC and size). */
export async function lerZip(zip: Buffer): Promise<Map<string, Buffer>> {
  const arquivo = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: true, decodeStrings: true }, (erro, z) =>
      erro ? reject(erro) : resolve(z),
    ),
  );
  const arquivos = new Map<string, Buffer>();
  return new Promise((resolve, reject) => {
    arquivo.on('error', reject);
    arquivo.on('end', () => resolve(arquivos));
    arquivo.on('entry', (entry: yauzl.Entry) => {
      arquivo.openReadStream(entry, (erro, fluxo) => {
        if (erro) return reject(erro);
        const partes: Buffer[] = [];
        fluxo.on('data', (p: Buffer) => partes.push(p));
        fluxo.on('error', reject);
        fluxo.on('end', () => {
          arquivos.set(entry.fileName, Buffer.concat(partes));
          arquivo.readEntry();
        });
      });
    });
    arquivo.readEntry();
  });
}

/** `unzip -t`, Info-ZIP's own integrity test: the archive as any accountant's tool will read it. */
export async function testarComUnzip(zip: Buffer): Promise<string> {
  const pasta = await mkdtemp(join(tmpdir(), 'zip-teste-'));
  try {
    const caminho = join(pasta, 'arquivo.zip');
    await writeFile(caminho, zip);
    const { stdout } = await promisify(execFile)('unzip', ['-t', caminho], { maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } finally {
    await rm(pasta, { recursive: true, force: true });
  }
}
