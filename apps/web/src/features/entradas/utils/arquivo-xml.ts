/** SPEC §5: with no file, or a file that is not .xml, the upload stops with this alert. */
export const SELECIONE_XML = 'Por favor, selecione um ficheiro XML.';

/** Only .xml files are sent: the file picker's filter can be switched to "all files" by the user. */
export function isArquivoXml(arquivo: File): boolean {
  return arquivo.name.toLowerCase().endsWith('.xml');
}

/** Issue 5: a .zip of XML files goes to the server whole, which imports each file and reports on it. */
export function isArquivoZip(arquivo: File): boolean {
  return arquivo.name.toLowerCase().endsWith('.zip');
}
