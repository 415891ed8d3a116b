import { AppError } from '../../../lib/app-error.ts';
import type { Leiaute } from './leiaute.ts';

/** What a return file's bytes are: its layout, the bank that wrote it and its lines (line ends removed). */
export type ArquivoDeRetorno = { leiaute: Leiaute; banco: string; linhas: string[] };

const invalido = (mensagem: string) => AppError.unprocessable(mensagem);

/** Printable ASCII, Latin-1 letters (a bank may write names with accents in ISO-8859-1), CR and LF. */
function conferirBytes(conteudo: Buffer): void {
  if (conteudo.length === 0) throw invalido('O arquivo de retorno está vazio.');
  if ((conteudo[0] === 0xff && conteudo[1] === 0xfe) || (conteudo[0] === 0xfe && conteudo[1] === 0xff)) {
    throw invalido('O arquivo está em UTF-16: o retorno CNAB é um texto ASCII, como o banco o gera.');
  }
  let temAcima = false;
  for (let i = 0; i < conteudo.length; i += 1) {
    const b = conteudo[i] ?? 0;
    if (b >= 0x80) temAcima = true;
    else if (b < 0x20 && b !== 0x0a && b !== 0x0d) {
      throw invalido(
        'O arquivo não é um retorno CNAB: tem caracteres de controle ou dados binários. Envie o arquivo de retorno (.ret) como o banco o gerou.',
      );
    }
  }
  if (temAcima && isUtf8ComAcentos(conteudo)) {
    throw invalido(
      'O arquivo foi salvo em UTF-8 com acentos: o retorno CNAB é ASCII (ou ISO-8859-1) de posições fixas. Envie o arquivo como o banco o gerou, sem abri-lo e salvá-lo em outro programa.',
    );
  }
}

function isUtf8ComAcentos(conteudo: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(conteudo);
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads the bytes of an uploaded return file: every line 240 positions (FEBRABAN, header de arquivo with código
 * 2 = retorno at 143) or every line 400 (header 02RETORNO). Anything else is refused with what is wrong, before
 * anything is applied.
 */
export function lerArquivoDeRetorno(conteudo: Buffer): ArquivoDeRetorno {
  conferirBytes(conteudo);
  const linhas = conteudo.toString('latin1').split(/\r?\n/);
  while (linhas.length > 0 && linhas[linhas.length - 1] === '') linhas.pop();
  if (linhas.length === 0) throw invalido('O arquivo de retorno está vazio.');
  const tamanho = linhas[0]?.length ?? 0;
  if (tamanho !== 240 && tamanho !== 400) {
    throw invalido(`Linha 1 com ${tamanho} posições: o retorno CNAB tem 240 ou 400 posições por linha.`);
  }
  const errada = linhas.findIndex((l) => l.length !== tamanho);
  if (errada >= 0) {
    throw invalido(
      `Linha ${errada + 1} com ${linhas[errada]?.length ?? 0} posições, e não ${tamanho} como a primeira: o arquivo está incompleto ou foi alterado.`,
    );
  }
  const cabecalho = linhas[0] ?? '';
  if (tamanho === 240) {
    if (cabecalho.slice(3, 8) !== '00000') throw invalido('A linha 1 não é um header de arquivo CNAB 240.');
    if (cabecalho[142] === '1')
      throw invalido('Este é um arquivo de remessa, não de retorno: envie o retorno que o banco devolveu.');
    if (cabecalho[142] !== '2') throw invalido('A linha 1 não é o header de um arquivo de retorno CNAB 240.');
    return { leiaute: '240', banco: cabecalho.slice(0, 3), linhas };
  }
  if (cabecalho.startsWith('01REMESSA')) {
    throw invalido('Este é um arquivo de remessa, não de retorno: envie o retorno que o banco devolveu.');
  }
  if (!cabecalho.startsWith('02RETORNO'))
    throw invalido('A linha 1 não é o header de um arquivo de retorno CNAB 400.');
  return { leiaute: '400', banco: cabecalho.slice(76, 79), linhas };
}
