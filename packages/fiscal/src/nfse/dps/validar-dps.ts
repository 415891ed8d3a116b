import type { XmlDocument } from 'libxml2-wasm';
import { abrirXml, XmlInvalidoError } from '../../common/abrir-xml.ts';
import { isCnpjValido } from '../../common/cnpj.ts';
import { isCpfValido } from '../../common/cpf.ts';
import { Decimal } from '../../common/decimal.ts';
import { verificarAssinatura } from '../../common/sign-xml.ts';
import { type ErroValidacao, resultadoXmlInvalido, validarNoComXsd } from '../../common/xsd.ts';
import { mensagemSefin } from '../sefin/mensagens-sefin.ts';
import { montarIdDps } from './montar-id-dps.ts';

/**
 * Validação da DPS antes do envio: schema oficial DPS_v1.01.xsd (compilado uma vez, veja common/xsd.ts) e, com
 * o schema em ordem, as regras de negócio da Sefin Nacional que se conferem só com o XML (Anexo I, RN DPS_NFS-e),
 * cada uma com o código de rejeição que a Sefin daria. Regras que dependem de cadastros (CNC, Simples Nacional,
 * parâmetros do município) ficam para a Sefin.
 */

export const SCHEMA_DPS = 'nfse/DPS_v1.01.xsd';
const NS = { n: 'http://www.sped.fazenda.gov.br/nfse' };

export interface ErroValidacaoDps extends ErroValidacao {
  /** Código de rejeição da Sefin Nacional, para as regras de negócio. */
  codigo?: string;
}

export interface ResultadoValidacaoDps {
  valido: boolean;
  erros: ErroValidacaoDps[];
}

export interface OpcoesValidacaoDps {
  /**
   * Exigir a assinatura de infDPS e conferi-la. Aceita o perfil da SEFAZ (RSA-SHA1, o de assinarDPS) e o
   * RSA-SHA256 com C14N exclusiva que a Sefin Nacional usa. Padrão: não.
   */
  exigirAssinatura?: boolean;
}

class Leitor {
  readonly erros: ErroValidacaoDps[] = [];

  constructor(private readonly doc: XmlDocument) {}

  valor(caminho: string): string | undefined {
    const no = this.doc.get(`/n:DPS/n:infDPS/${caminho}`, NS);
    return no ? no.content : undefined;
  }

  existe(caminho: string): boolean {
    return this.doc.get(`/n:DPS/n:infDPS/${caminho}`, NS) !== null;
  }

  decimal(caminho: string): Decimal | undefined {
    const texto = this.valor(caminho);
    return texto === undefined ? undefined : new Decimal(texto);
  }

  regra(codigo: string, campo: string, caminho: string): void {
    this.erros.push({
      campo,
      mensagem: mensagemSefin(codigo),
      linha: 0,
      caminho: `DPS/infDPS/${caminho}`,
      codigo,
    });
  }
}

function conferirIdentificacao(l: Leitor): void {
  const id = l.valor('@Id');
  let esperado: string | undefined;
  try {
    esperado = montarIdDps({
      cLocEmi: l.valor('n:cLocEmi') ?? '',
      ...(l.existe('n:prest/n:CNPJ')
        ? { CNPJ: l.valor('n:prest/n:CNPJ') }
        : { CPF: l.valor('n:prest/n:CPF') }),
      serie: l.valor('n:serie') ?? '',
      nDPS: l.valor('n:nDPS') ?? '',
    });
  } catch {
    esperado = undefined;
  }
  if (id !== esperado) l.regra('E0004', 'Id', '@Id');
  const dhEmi = l.valor('n:dhEmi') ?? '';
  if ((l.valor('n:dCompet') ?? '') > dhEmi.slice(0, 10)) l.regra('E0015', 'dCompet', 'n:dCompet');
}

function conferirPessoas(l: Leitor): void {
  const cnpjPrest = l.valor('n:prest/n:CNPJ');
  const cpfPrest = l.valor('n:prest/n:CPF');
  if (cnpjPrest !== undefined && !isCnpjValido(cnpjPrest)) l.regra('E0080', 'CNPJ', 'n:prest/n:CNPJ');
  if (cpfPrest !== undefined && !isCpfValido(cpfPrest)) l.regra('E0096', 'CPF', 'n:prest/n:CPF');
  const cnpjToma = l.valor('n:toma/n:CNPJ');
  const cpfToma = l.valor('n:toma/n:CPF');
  if (cnpjToma !== undefined && !isCnpjValido(cnpjToma)) l.regra('E0188', 'CNPJ', 'n:toma/n:CNPJ');
  if (cpfToma !== undefined && !isCpfValido(cpfToma)) l.regra('E0206', 'CPF', 'n:toma/n:CPF');
  if (cnpjPrest && cnpjToma && cnpjPrest.slice(0, 8) === cnpjToma.slice(0, 8))
    l.regra('E0202', 'CNPJ', 'n:toma/n:CNPJ');
  if (l.valor('n:tpEmit') === '1') {
    if (l.existe('n:prest/n:xNome')) l.regra('E0121', 'xNome', 'n:prest/n:xNome');
    if (l.existe('n:prest/n:end')) l.regra('E0128', 'end', 'n:prest/n:end');
  }
  const opSimpNac = l.valor('n:prest/n:regTrib/n:opSimpNac');
  const regApTribSN = l.valor('n:prest/n:regTrib/n:regApTribSN');
  const regEspTrib = l.valor('n:prest/n:regTrib/n:regEspTrib');
  if (opSimpNac === '3' && regApTribSN === undefined) l.regra('E0166', 'regApTribSN', 'n:prest/n:regTrib');
  if (opSimpNac !== '3' && regApTribSN !== undefined)
    l.regra('E0162', 'regApTribSN', 'n:prest/n:regTrib/n:regApTribSN');
  if (opSimpNac === '2' && regEspTrib !== '0')
    l.regra('E0174', 'regEspTrib', 'n:prest/n:regTrib/n:regEspTrib');
  if (opSimpNac === '3' && regApTribSN === '1' && regEspTrib !== '0') {
    l.regra('E0175', 'regEspTrib', 'n:prest/n:regTrib/n:regEspTrib');
  }
}

function conferirTributos(l: Leitor): void {
  const tribMun = 'n:valores/n:trib/n:tribMun';
  const tpRet = l.valor(`${tribMun}/n:tpRetISSQN`);
  if (tpRet === '2' || tpRet === '3') {
    if (l.valor(`${tribMun}/n:tribISSQN`) !== '1') l.regra('E0580', 'tpRetISSQN', `${tribMun}/n:tpRetISSQN`);
    if (l.valor('n:prest/n:regTrib/n:opSimpNac') === '2')
      l.regra('E0583', 'tpRetISSQN', `${tribMun}/n:tpRetISSQN`);
  }
  if (tpRet === '2' && l.valor('n:tpEmit') !== '2') {
    if (!l.existe('n:toma/n:CNPJ') && !l.existe('n:toma/n:CPF')) l.regra('E0204', 'toma', 'n:toma');
    if (!l.existe('n:toma/n:end/n:endNac')) l.regra('E0237', 'end', 'n:toma/n:end');
  }
  const pAliq = l.decimal(`${tribMun}/n:pAliq`);
  if (pAliq?.gt(5)) l.regra('E0595', 'pAliq', `${tribMun}/n:pAliq`);

  const vServ = l.decimal('n:valores/n:vServPrest/n:vServ') ?? new Decimal(0);
  const fed = 'n:valores/n:trib/n:tribFed';
  const pc = `${fed}/n:piscofins`;
  if (l.existe(pc)) {
    const base = l.decimal(`${pc}/n:vBCPisCofins`);
    if (base?.gt(vServ)) l.regra('E0677', 'vBCPisCofins', `${pc}/n:vBCPisCofins`);
    if (base && !l.existe(`${pc}/n:pAliqPis`)) l.regra('E0684', 'pAliqPis', pc);
    if (base && !l.existe(`${pc}/n:pAliqCofins`)) l.regra('E0690', 'pAliqCofins', pc);
    if (!['00', '08', '09'].includes(l.valor(`${pc}/n:CST`) ?? '') && !l.existe(`${pc}/n:tpRetPisCofins`)) {
      l.regra('E0698', 'tpRetPisCofins', pc);
    }
  }
  const retencoes: [string, string][] = [
    ['vRetCP', 'E0699'],
    ['vRetIRRF', 'E0700'],
    ['vRetCSLL', 'E0701'],
  ];
  for (const [campo, codigo] of retencoes) {
    const valor = l.decimal(`${fed}/n:${campo}`);
    if (valor && (!valor.gt(0) || valor.gte(vServ))) l.regra(codigo, campo, `${fed}/n:${campo}`);
  }
}

/** Valida a DPS (schema e regras que não dependem de cadastro); com exigirAssinatura, confere também a assinatura. */
export function validarDps(xml: string | Uint8Array, opcoes: OpcoesValidacaoDps = {}): ResultadoValidacaoDps {
  let doc: XmlDocument;
  try {
    doc = abrirXml(xml);
  } catch (erro) {
    if (erro instanceof XmlInvalidoError) return resultadoXmlInvalido(erro);
    throw erro;
  }
  let erros: ErroValidacaoDps[];
  try {
    erros = validarNoComXsd(doc, SCHEMA_DPS);
    if (erros.length === 0) {
      const leitor = new Leitor(doc);
      conferirIdentificacao(leitor);
      conferirPessoas(leitor);
      conferirTributos(leitor);
      erros = leitor.erros;
    }
  } finally {
    doc.dispose();
  }
  if (opcoes.exigirAssinatura) {
    const texto = typeof xml === 'string' ? xml : Buffer.from(xml).toString('utf8');
    const assinatura = verificarAssinatura(texto);
    if (!assinatura.valida) {
      erros.push({ campo: 'Signature', mensagem: assinatura.motivo ?? 'Assinatura inválida.', linha: 0 });
    }
  }
  return { valido: erros.length === 0, erros };
}
