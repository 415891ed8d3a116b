import { promisify } from 'node:util';
import { crc32, deflateRaw } from 'node:zlib';
import { FUSO_DA_EMPRESA } from '@erp/fiscal/data-hora';

const deflate = promisify(deflateRaw);

/** One file of the archive: its path inside it and its bytes, written exactly as given. */
export type ArquivoDoZip = { nome: string; conteudo: Buffer };

const UTF8_NAMES = 0x0800;
const DEFLATE = 8;
/** 2.0 (deflate); 4.5 when the central directory needs ZIP64 fields. */
const VERSAO = 20;
const VERSAO_ZIP64 = 45;
const MAX_16 = 0xffff;
const MAX_32 = 0xffffffff;

/** MS-DOS date and time of the archive's entries (local wall clock of Brasília, as Windows shows it). */
function dataHoraDos(data: Date) {
  const partes = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: FUSO_DA_EMPRESA,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(data)
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  const ano = Math.max(1980, partes.year ?? 1980);
  return {
    data: ((ano - 1980) << 9) | ((partes.month ?? 1) << 5) | (partes.day ?? 1),
    hora: ((partes.hour ?? 0) << 11) | ((partes.minute ?? 0) << 5) | Math.floor((partes.second ?? 0) / 2),
  };
}

/**
 * Writes a .zip as its files arrive, yielding the archive's bytes in order, so a month of thousands of XML never
 * sits whole in memory: each file is deflated (in libuv's pool, off the event loop), its local header written with
 * its CRC and sizes already known (no data descriptors needed), and only its central-directory record (about
 * a hundred bytes) is kept until the end. Consumed through `Readable.from`, the next file is read only when the
 * client has taken the previous bytes, so a slow download holds the database reads back instead of buffering.
 *
 * ZIP64 (APPNOTE 4.3.14-4.3.16, 4.5.3) is written only when needed: more than 65 535 files (a year of a busy
 * company) or an archive past 4 GiB (DANFEs of many notes); a single file never reaches 4 GiB here.
 */
export async function* zipEmFluxo(
  arquivos: AsyncIterable<ArquivoDoZip> | Iterable<ArquivoDoZip>,
  quando: Date = new Date(),
): AsyncGenerator<Buffer> {
  const { data, hora } = dataHoraDos(quando);
  const centrais: Buffer[] = [];
  let deslocamento = 0;
  let quantidade = 0;
  for await (const arquivo of arquivos) {
    const nome = Buffer.from(arquivo.nome, 'utf8');
    const comprimido = await deflate(arquivo.conteudo);
    const crc = crc32(arquivo.conteudo);
    if (arquivo.conteudo.length >= MAX_32 || comprimido.length >= MAX_32) {
      throw new RangeError(`Arquivo grande demais para o .zip: ${arquivo.nome}`);
    }
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(VERSAO, 4);
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(DEFLATE, 8);
    local.writeUInt16LE(hora, 10);
    local.writeUInt16LE(data, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(comprimido.length, 18);
    local.writeUInt32LE(arquivo.conteudo.length, 22);
    local.writeUInt16LE(nome.length, 26);
    local.writeUInt16LE(0, 28);

    // Past 4 GiB the offset goes in a ZIP64 extra field (header 0x0001) and the record says 0xFFFFFFFF.
    const longe = deslocamento >= MAX_32;
    const extra = Buffer.alloc(longe ? 12 : 0);
    if (longe) {
      extra.writeUInt16LE(0x0001, 0);
      extra.writeUInt16LE(8, 2);
      extra.writeBigUInt64LE(BigInt(deslocamento), 4);
    }
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(longe ? VERSAO_ZIP64 : VERSAO, 4);
    central.writeUInt16LE(longe ? VERSAO_ZIP64 : VERSAO, 6);
    central.writeUInt16LE(UTF8_NAMES, 8);
    central.writeUInt16LE(DEFLATE, 10);
    central.writeUInt16LE(hora, 12);
    central.writeUInt16LE(data, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(comprimido.length, 20);
    central.writeUInt32LE(arquivo.conteudo.length, 24);
    central.writeUInt16LE(nome.length, 28);
    central.writeUInt16LE(extra.length, 30);
    central.writeUInt32LE(longe ? MAX_32 : deslocamento, 42);
    centrais.push(Buffer.concat([central, nome, extra]));

    yield Buffer.concat([local, nome, comprimido]);
    deslocamento += local.length + nome.length + comprimido.length;
    quantidade++;
  }

  const inicioDiretorio = deslocamento;
  const tamanhoDiretorio = centrais.reduce((soma, c) => soma + c.length, 0);
  // The directory goes out in slices, never as one buffer of tens of thousands of records.
  for (let i = 0; i < centrais.length; i += 1000) yield Buffer.concat(centrais.slice(i, i + 1000));

  const precisaZip64 = quantidade >= MAX_16 || inicioDiretorio >= MAX_32 || tamanhoDiretorio >= MAX_32;
  if (precisaZip64) {
    const fimDeslocamento = inicioDiretorio + tamanhoDiretorio;
    const registro = Buffer.alloc(56);
    registro.writeUInt32LE(0x06064b50, 0);
    registro.writeBigUInt64LE(44n, 4);
    registro.writeUInt16LE(VERSAO_ZIP64, 12);
    registro.writeUInt16LE(VERSAO_ZIP64, 14);
    registro.writeUInt32LE(0, 16);
    registro.writeUInt32LE(0, 20);
    registro.writeBigUInt64LE(BigInt(quantidade), 24);
    registro.writeBigUInt64LE(BigInt(quantidade), 32);
    registro.writeBigUInt64LE(BigInt(tamanhoDiretorio), 40);
    registro.writeBigUInt64LE(BigInt(inicioDiretorio), 48);
    const localizador = Buffer.alloc(20);
    localizador.writeUInt32LE(0x07064b50, 0);
    localizador.writeUInt32LE(0, 4);
    localizador.writeBigUInt64LE(BigInt(fimDeslocamento), 8);
    localizador.writeUInt32LE(1, 16);
    yield Buffer.concat([registro, localizador]);
  }
  const fim = Buffer.alloc(22);
  fim.writeUInt32LE(0x06054b50, 0);
  fim.writeUInt16LE(Math.min(quantidade, MAX_16), 8);
  fim.writeUInt16LE(Math.min(quantidade, MAX_16), 10);
  fim.writeUInt32LE(Math.min(tamanhoDiretorio, MAX_32), 12);
  fim.writeUInt32LE(Math.min(inicioDiretorio, MAX_32), 16);
  fim.writeUInt16LE(0, 20);
  yield fim;
}
