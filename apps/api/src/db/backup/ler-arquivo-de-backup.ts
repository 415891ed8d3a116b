import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { createGunzip } from 'node:zlib';
import type { z } from 'zod';
import {
  BackupInvalidoError,
  PREFIXO_MANIFESTO,
  PREFIXO_TABELA,
  type TCabecalho,
  type TManifesto,
  ZCabecalho,
  ZInicioDeTabela,
  ZManifesto,
} from './formato-do-backup.ts';

export type EventoDoBackup =
  | { tipo: 'cabecalho'; cabecalho: TCabecalho }
  | { tipo: 'tabela'; nome: string; colunas: string[] }
  /** Whole rows of the current table, as COPY text; `linhas` of them. */
  | { tipo: 'dados'; dados: Buffer; linhas: number }
  | { tipo: 'fim-da-tabela' }
  | { tipo: 'manifesto'; manifesto: TManifesto };

const NOVA_LINHA = 0x0a;
const BARRA = 0x5c;
const PONTO = 0x2e;
/** A header or manifest line is small; a longer one means this is not a backup of ours. */
const MAX_LINHA_DE_CONTROLE = 64 * 1024 * 1024;

function lerJson<T>(texto: string, esquema: z.ZodType<T>, oque: string): T {
  let valor: unknown;
  try {
    valor = JSON.parse(texto);
  } catch {
    throw new BackupInvalidoError(`Arquivo de backup inválido: ${oque} ilegível.`);
  }
  const lido = esquema.safeParse(valor);
  if (!lido.success) throw new BackupInvalidoError(`Arquivo de backup inválido: ${oque} fora do formato.`);
  return lido.data;
}

/**
 * Reads a backup archive as a stream of events, without holding more than a chunk and one row in memory. Throws
 * BackupInvalidoError when the file is not a backup of ours, is corrupt (gzip's CRC) or ends before the manifest.
 */
export async function* lerArquivoDeBackup(arquivo: string): AsyncGenerator<EventoDoBackup> {
  let estado: 'cabecalho' | 'entre-tabelas' | 'dados' | 'fim' = 'cabecalho';
  let resto: Buffer = Buffer.alloc(0);
  const arquivoLido = createReadStream(arquivo);
  const entrada = arquivoLido.pipe(createGunzip());
  // pipe() does not carry the file's errors (a missing file) to the gunzip stream read below.
  arquivoLido.on('error', (error) => entrada.destroy(error));
  try {
    for await (const pedaco of entrada as AsyncIterable<Buffer>) {
      const buf = resto.length ? Buffer.concat([resto, pedaco]) : pedaco;
      let pos = 0;
      while (pos < buf.length) {
        if (estado === 'dados') {
          // Whole rows go out as one slice; the `\.` line ends the table.
          const inicio = pos;
          let linhas = 0;
          let fimDaTabela = false;
          for (let nl = buf.indexOf(NOVA_LINHA, pos); nl >= 0; nl = buf.indexOf(NOVA_LINHA, pos)) {
            if (nl - pos === 2 && buf[pos] === BARRA && buf[pos + 1] === PONTO) {
              fimDaTabela = true;
              break;
            }
            linhas++;
            pos = nl + 1;
          }
          if (pos > inicio) yield { tipo: 'dados', dados: buf.subarray(inicio, pos), linhas };
          if (!fimDaTabela) break;
          pos += 3;
          estado = 'entre-tabelas';
          yield { tipo: 'fim-da-tabela' };
          continue;
        }
        const nl = buf.indexOf(NOVA_LINHA, pos);
        if (nl < 0) break;
        const linha = buf.toString('utf8', pos, nl);
        pos = nl + 1;
        if (estado === 'cabecalho') {
          estado = 'entre-tabelas';
          yield { tipo: 'cabecalho', cabecalho: lerJson(linha, ZCabecalho, 'cabeçalho') };
        } else if (estado === 'entre-tabelas' && linha.startsWith(PREFIXO_TABELA)) {
          const tabela = lerJson(linha.slice(PREFIXO_TABELA.length), ZInicioDeTabela, 'início de tabela');
          estado = 'dados';
          yield { tipo: 'tabela', ...tabela };
        } else if (estado === 'entre-tabelas' && linha.startsWith(PREFIXO_MANIFESTO)) {
          const manifesto = lerJson(linha.slice(PREFIXO_MANIFESTO.length), ZManifesto, 'manifesto');
          estado = 'fim';
          yield { tipo: 'manifesto', manifesto };
        } else {
          throw new BackupInvalidoError('Arquivo de backup inválido: conteúdo inesperado.');
        }
      }
      resto = buf.subarray(pos);
      if (estado !== 'dados' && resto.length > MAX_LINHA_DE_CONTROLE) {
        throw new BackupInvalidoError('Arquivo de backup inválido: conteúdo inesperado.');
      }
    }
  } catch (error) {
    if (error instanceof BackupInvalidoError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupInvalidoError(`Arquivo de backup não encontrado: ${arquivo}`);
    if (code?.startsWith('Z_')) {
      throw new BackupInvalidoError('Arquivo de backup corrompido ou incompleto (falha ao descompactar).');
    }
    throw error;
  } finally {
    entrada.destroy();
    arquivoLido.destroy();
  }
  if (estado !== 'fim' || resto.length) {
    throw new BackupInvalidoError('Arquivo de backup incompleto: o manifesto final não foi encontrado.');
  }
}

/**
 * Reads the whole archive once and checks it against its manifest (the header repeated, every table with its
 * columns, row count and SHA-256), before anything touches a database. Answers the manifest.
 */
export async function verificarArquivoDeBackup(arquivo: string): Promise<TManifesto> {
  let cabecalho: TCabecalho | undefined;
  const lidas: { nome: string; colunas: string[]; linhas: number; sha256: string }[] = [];
  let atual:
    | { nome: string; colunas: string[]; linhas: number; hash: ReturnType<typeof createHash> }
    | undefined;
  let manifesto: TManifesto | undefined;
  for await (const evento of lerArquivoDeBackup(arquivo)) {
    if (evento.tipo === 'cabecalho') cabecalho = evento.cabecalho;
    else if (evento.tipo === 'tabela') {
      atual = { nome: evento.nome, colunas: evento.colunas, linhas: 0, hash: createHash('sha256') };
    } else if (evento.tipo === 'dados' && atual) {
      atual.linhas += evento.linhas;
      atual.hash.update(evento.dados);
    } else if (evento.tipo === 'fim-da-tabela' && atual) {
      lidas.push({
        nome: atual.nome,
        colunas: atual.colunas,
        linhas: atual.linhas,
        sha256: atual.hash.digest('hex'),
      });
      atual = undefined;
    } else if (evento.tipo === 'manifesto') manifesto = evento.manifesto;
  }
  if (!cabecalho || !manifesto) throw new BackupInvalidoError('Arquivo de backup incompleto.');
  const { tabelas, sequencias: _s, ...doManifesto } = manifesto;
  if (!isDeepStrictEqual(doManifesto, cabecalho)) {
    throw new BackupInvalidoError('Arquivo de backup inválido: o manifesto não corresponde ao cabeçalho.');
  }
  if (tabelas.length !== lidas.length) {
    throw new BackupInvalidoError('Arquivo de backup inválido: tabelas diferentes das do manifesto.');
  }
  tabelas.forEach((esperada, i) => {
    const lida = lidas[i];
    if (!lida || lida.nome !== esperada.nome || lida.colunas.join() !== esperada.colunas.join()) {
      throw new BackupInvalidoError('Arquivo de backup inválido: tabelas diferentes das do manifesto.');
    }
    if (lida.linhas !== esperada.linhas || lida.sha256 !== esperada.sha256) {
      throw new BackupInvalidoError(
        `Arquivo de backup corrompido: a tabela ${esperada.nome} não confere com o manifesto ` +
          `(${lida.linhas} linhas lidas, ${esperada.linhas} esperadas).`,
      );
    }
  });
  return manifesto;
}

/** Only the header: a cheap first look (is it a backup of ours, from which migration) before starting anything. */
export async function lerCabecalhoDoBackup(arquivo: string): Promise<TCabecalho> {
  for await (const evento of lerArquivoDeBackup(arquivo)) {
    if (evento.tipo === 'cabecalho') return evento.cabecalho;
  }
  throw new BackupInvalidoError('Arquivo de backup inválido: sem cabeçalho.');
}
