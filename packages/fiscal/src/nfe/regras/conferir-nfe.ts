import { decomporChave } from '../../common/chave.ts';
import { Decimal } from '../../common/decimal.ts';
import { NfeParseError, parseNFe } from '../parse.ts';

export interface ResultadoConferencia {
  valida: boolean;
  /** Problemas em português, com a rejeição da SEFAZ correspondente quando há uma. */
  erros: string[];
}

function campoDoIde(xml: string, nome: string): string | undefined {
  const ide = /<ide>([\s\S]*?)<\/ide>/.exec(xml)?.[1] ?? '';
  return new RegExp(`<${nome}>([^<]*)</${nome}>`).exec(ide)?.[1];
}

/**
 * Regras de validação que a SEFAZ aplica além do schema, as que dá para conferir só com o documento: a chave de
 * acesso (DV e coerência com ide e emit, rejeições 502 e 236) e o total dos produtos contra a soma dos itens
 * (rejeição 564). Para NFe ou nfeProc.
 */
export function conferirNFe(xml: string | Uint8Array): ResultadoConferencia {
  let lida: ReturnType<typeof parseNFe>;
  try {
    lida = parseNFe(xml);
  } catch (erro) {
    if (erro instanceof NfeParseError) {
      return { valida: false, erros: [[erro.message, erro.detalhe].filter(Boolean).join(' ')] };
    }
    throw erro;
  }
  const erros: string[] = [];
  const partes = decomporChave(lida.chave);
  const documento = lida.emit.CNPJ ?? (lida.emit.CPF ? `000${lida.emit.CPF}` : '');
  const esperado: [string, string, string | undefined][] = [
    ['cUF', partes.cUF, lida.cUF],
    ['AAMM de dhEmi', partes.aamm, lida.dhEmi.slice(2, 4) + lida.dhEmi.slice(5, 7)],
    ['CNPJ/CPF do emitente', partes.cnpj, documento],
    ['mod', partes.mod, lida.mod],
    ['serie', partes.serie, lida.serie.padStart(3, '0')],
    ['nNF', partes.nNF, lida.nNF.padStart(9, '0')],
    ['tpEmis', partes.tpEmis, campoDoIde(lida.xml, 'tpEmis')],
    ['cNF', partes.cNF, campoDoIde(lida.xml, 'cNF')],
    ['cDV', partes.cDV, campoDoIde(lida.xml, 'cDV')],
  ];
  for (const [campo, naChave, noDocumento] of esperado) {
    if (naChave !== noDocumento) {
      erros.push(
        `Chave de acesso difere do documento em ${campo}: ${naChave} na chave, ${noDocumento ?? '(ausente)'} no XML (rejeição 502).`,
      );
    }
  }
  const valores = [...lida.det.map((item) => item.vProd), lida.total.vProd];
  if (!valores.every((valor) => /^[0-9]+(\.[0-9]+)?$/.test(valor))) {
    erros.push('Há valores de produto (vProd) que não são números decimais.');
    return { valida: false, erros };
  }
  const somaItens = lida.det.reduce((total, item) => total.plus(item.vProd), new Decimal(0));
  if (!somaItens.equals(lida.total.vProd)) {
    erros.push(
      `Total dos produtos (vProd ${lida.total.vProd}) difere da soma dos itens (${somaItens.toFixed(2)}) (rejeição 564).`,
    );
  }
  return { valida: erros.length === 0, erros };
}
