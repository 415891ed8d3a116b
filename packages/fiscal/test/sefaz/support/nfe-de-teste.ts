import { montarChave } from '../../../src/common/chave.ts';
import { dataHoraBrasilia } from '../../../src/common/data-hora.ts';
import type { ChaveAssinatura } from '../../../src/common/sign-xml.ts';
import { assinarNFe } from '../../../src/nfe/sign.ts';
import { lerFixtureTexto } from '../../support/fixtures.ts';

/** A amostra oficial (PL_010 válida), sem espaços entre as tags, exatamente como foi assinada. */
export function nfeOficialCompacta(): string {
  return lerFixtureTexto('nfe/nfe_layout4_compacto.xml').trim();
}

export interface OpcoesNFeDeTeste {
  cnpjEmitente: string;
  nNF: number;
  serie?: number;
  cUF?: string;
  cnpjDestinatario?: string;
  dhEmi?: Date;
}

export interface NFeDeTeste {
  xml: string;
  chave: string;
}

function trocar(xml: string, elemento: string, valor: string): string {
  return xml.replace(new RegExp(`<${elemento}>[^<]*</${elemento}>`), `<${elemento}>${valor}</${elemento}>`);
}

/**
 * NF-e válida a partir da amostra oficial, como fazem os testes do simulador (apps/sefaz-sim/test/support):
 * emitente, destinatário, número e data trocados, chave recalculada e assinada com o certificado informado.
 */
export function montarNFeDeTeste(opcoes: OpcoesNFeDeTeste, certificado: ChaveAssinatura): NFeDeTeste {
  const serie = opcoes.serie ?? 1;
  const cUF = opcoes.cUF ?? '43';
  const cNF = String(10_000_000 + opcoes.nNF).slice(-8);
  const dhEmi = dataHoraBrasilia(opcoes.dhEmi ?? new Date(Date.now() - 60_000));
  const chave = montarChave({
    cUF,
    aamm: `${dhEmi.slice(2, 4)}${dhEmi.slice(5, 7)}`,
    cnpj: opcoes.cnpjEmitente,
    mod: '55',
    serie,
    nNF: opcoes.nNF,
    tpEmis: '1',
    cNF,
  });
  let xml = nfeOficialCompacta()
    .replace(/^<\?xml[^>]*\?>/, '')
    .replace(/<Signature[\s\S]*<\/Signature>/, '');
  for (const [elemento, valor] of [
    ['cUF', cUF],
    ['cNF', cNF],
    ['serie', String(serie)],
    ['nNF', String(opcoes.nNF)],
    ['dhEmi', dhEmi],
    ['dhSaiEnt', dhEmi],
    ['cDV', chave.slice(-1)],
    ['tpAmb', '2'],
  ] as const) {
    xml = trocar(xml, elemento, valor);
  }
  xml = xml
    .replace(/<emit><CNPJ>[0-9]{14}<\/CNPJ>/, `<emit><CNPJ>${opcoes.cnpjEmitente}</CNPJ>`)
    .replace(
      /<dest><CNPJ>[0-9]{14}<\/CNPJ>/,
      `<dest><CNPJ>${opcoes.cnpjDestinatario ?? '58716523000119'}</CNPJ>`,
    )
    .replace(/Id="NFe[0-9]{44}"/, `Id="NFe${chave}"`);
  return { xml: assinarNFe(xml, certificado), chave };
}
