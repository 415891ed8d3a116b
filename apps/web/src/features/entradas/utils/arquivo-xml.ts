import type { ResultadoImportacao } from '../hooks/use-importacao-xml';

/** SPEC §5: with no file, or a file that is not .xml, the upload stops with this alert. */
export const SELECIONE_XML = 'Por favor, selecione um ficheiro XML.';

/** Only .xml files are sent: the file picker's filter can be switched to "all files" by the user. */
export function isArquivoXml(arquivo: Pick<File, 'name'>): boolean {
  return arquivo.name.toLowerCase().endsWith('.xml');
}

/** Issue 5: a .zip of XML files goes to the server whole, which imports each file and reports on it. */
export function isArquivoZip(arquivo: Pick<File, 'name'>): boolean {
  return arquivo.name.toLowerCase().endsWith('.zip');
}

/**
 * What 'Importar' does with the files chosen: one XML goes through the questions of SPEC §4; a .zip, like several
 * files, is a batch; nothing, or a single file that is neither, is refused with SELECIONE_XML.
 */
export function caminhoDosArquivos(arquivos: readonly Pick<File, 'name'>[]): 'recusar' | 'um-xml' | 'lote' {
  const [unico] = arquivos;
  if (!unico || (arquivos.length === 1 && !isArquivoXml(unico) && !isArquivoZip(unico))) return 'recusar';
  return arquivos.length === 1 && isArquivoXml(unico) ? 'um-xml' : 'lote';
}

/**
 * SPEC §4: the file selection is cleared once the note is in (or already was) and after a batch, and kept after
 * any failure, ready for another try.
 */
export function isSelecaoConcluida(final: ResultadoImportacao | undefined): boolean {
  return !final || final.situacao === 'importada' || final.situacao === 'ja-importada';
}
