import { writeFileSync } from 'node:fs';
import { gerarDanfe } from '../nfe/danfe/gerar-danfe.ts';
import { NfeParseError } from '../nfe/parse.ts';
import { CODIGO, type CodigoSaida, lerArquivo, type Terminal, UsoIncorretoError } from './terminal.ts';

/** `danfe <arquivo.xml> <saida.pdf>`: the DANFE of an NFe or nfeProc. */
export async function comandoDanfe(posicionais: readonly string[], terminal: Terminal): Promise<CodigoSaida> {
  const [entrada, saida] = posicionais;
  if (!entrada || !saida || posicionais.length > 2)
    throw new UsoIncorretoError('Uso: danfe <arquivo.xml> <saida.pdf>');
  const xml = lerArquivo(entrada);
  let pdf: Buffer;
  try {
    pdf = await gerarDanfe(xml);
  } catch (erro) {
    if (erro instanceof NfeParseError) {
      terminal.erro(`${entrada}: ${erro.message}`);
      return CODIGO.INVALIDO;
    }
    throw erro;
  }
  writeFileSync(saida, pdf);
  terminal.escrever(`DANFE gravado em ${saida} (${pdf.length} bytes).`);
  return CODIGO.SUCESSO;
}
