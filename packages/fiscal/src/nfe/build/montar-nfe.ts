import { montarChave, validarChave } from '../../common/chave.ts';
import { isCnpjValido, limparCnpj } from '../../common/cnpj.ts';
import { isCpfValido } from '../../common/cpf.ts';
import { anoFiscal } from '../../common/data-hora.ts';
import { cUFDaSigla, isSiglaUF } from '../../common/uf.ts';
import { grupo } from '../../common/xml.ts';
import { RegraFiscalError, regimeDoCrt, textoLegalDaRegra } from '../regras/escolher-regra.ts';
import { regrasPadrao } from '../regras/regras-padrao.ts';
import type { RegraFiscal } from '../regras/tipos.ts';
import { calcularCobranca, calcularPagamento } from './calcular-cobranca.ts';
import { type ContextoItem, calcularItem } from './calcular-item.ts';
import { calcularTotais, type TotaisCalculados } from './calcular-totais.ts';
import { EntradaNFeInvalidaError, recusarNumeros } from './entrada-invalida.ts';
import { xmlValor } from './formatar-xml.ts';
import { montarDet } from './montar-det.ts';
import { type IdeResolvido, montarIde } from './montar-ide.ts';
import { montarInfAdic, montarInfRespTec } from './montar-inf-adic.ts';
import { montarAutXML, montarDest, montarEmit } from './montar-participantes.ts';
import { montarTotal } from './montar-total.ts';
import { montarCobr, montarPag, montarTransp } from './montar-transp-cobr-pag.ts';
import { textoLivre } from './texto-livre.ts';
import type { EntradaNFe, NFeMontada, OpcoesMontagem, TotaisNFe } from './tipos.ts';

const NFE_NS = 'http://www.portalfiscal.inf.br/nfe';

// TDateTimeUTC do schema: data, hora e fuso de -11:00 a +12:00 em horas cheias.
const DATA_HORA =
  /^(20[0-9]{2})-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9][-+](0[0-9]|1[0-2]):00$/;

function falha(campo: string, mensagem: string): never {
  throw new EntradaNFeInvalidaError(campo, mensagem);
}

function semZerosAEsquerda(valor: string): string {
  return valor.replace(/^0+(?=[0-9])/, '');
}

function conferirDataHora(campo: string, valor: string): void {
  if (!DATA_HORA.test(valor)) {
    falha(campo, `${campo} inválido: "${valor}" (use data, hora e fuso, ex.: 2026-03-10T09:30:00-03:00).`);
  }
}

function conferirParticipantes(entrada: EntradaNFe): void {
  const { emit, dest } = entrada;
  if (!isCnpjValido(emit.CNPJ)) falha('emit.CNPJ', `CNPJ do emitente inválido: ${emit.CNPJ}.`);
  if (!isSiglaUF(emit.enderEmit.UF))
    falha('emit.enderEmit.UF', `UF do emitente inválida: ${emit.enderEmit.UF}.`);
  if (!isSiglaUF(dest.enderDest.UF)) {
    falha(
      'dest.enderDest.UF',
      `UF do destinatário inválida: ${dest.enderDest.UF} (exterior não é suportado).`,
    );
  }
  if (dest.CNPJ !== undefined ? !isCnpjValido(dest.CNPJ) : !isCpfValido(dest.CPF)) {
    falha(dest.CNPJ !== undefined ? 'dest.CNPJ' : 'dest.CPF', 'CNPJ/CPF do destinatário inválido.');
  }
  if (dest.indIEDest === '1' && !dest.IE) {
    falha('dest.IE', 'Destinatário contribuinte (indIEDest 1) exige a inscrição estadual.');
  }
  const autorizados = entrada.autXML ?? [];
  if (autorizados.length > 10) falha('autXML', 'No máximo 10 pessoas autorizadas a baixar o XML (autXML).');
  autorizados.forEach((a, i) => {
    if (a.CNPJ !== undefined ? !isCnpjValido(a.CNPJ) : !isCpfValido(a.CPF)) {
      falha(`autXML[${i}]`, 'CNPJ/CPF autorizado a baixar o XML inválido.');
    }
  });
}

/**
 * X01 transp: sem ocorrência de transporte (modFrete 9) não há transportador nem veículo; o veículo não vai em
 * operação interestadual (rejeição 868, NT 2016.002: ele consta do MDF-e); placa no formato do schema (X19).
 */
function conferirTransporte(entrada: EntradaNFe, idDest: string): void {
  const transp = entrada.transp;
  if (!transp) return;
  if ((transp.modFrete ?? '9') === '9' && (transp.transporta || transp.veicTransp)) {
    falha(
      transp.transporta ? 'transp.transporta' : 'transp.veicTransp',
      'Sem ocorrência de transporte (modFrete 9) não se informa transportador nem veículo.',
    );
  }
  const t = transp.transporta;
  if (t?.CNPJ !== undefined && !isCnpjValido(t.CNPJ))
    falha('transp.transporta.CNPJ', 'CNPJ do transportador inválido.');
  if (t?.CNPJ === undefined && t?.CPF !== undefined && !isCpfValido(t.CPF)) {
    falha('transp.transporta.CPF', 'CPF do transportador inválido.');
  }
  if (transp.veicTransp) {
    if (idDest !== '1') {
      falha(
        'transp.veicTransp',
        'Veículo de transporte não se informa em operação interestadual (rejeição 868).',
      );
    }
    const placa = transp.veicTransp.placa.replace(/[\s-]/g, '').toUpperCase();
    if (!/^([A-Z]{3}[0-9][A-Z0-9][0-9]{2})$/.test(placa)) {
      falha('transp.veicTransp.placa', `Placa inválida: "${transp.veicTransp.placa}" (AAA9999 ou AAA9A99).`);
    }
    if (transp.veicTransp.UF !== undefined && !isSiglaUF(transp.veicTransp.UF)) {
      falha('transp.veicTransp.UF', `UF do veículo inválida: ${transp.veicTransp.UF}.`);
    }
  }
}

/** Padrões do ide, idDest pelas UFs e a coerência dos CFOP com o destino e o tipo da nota. */
function resolverIde(entrada: EntradaNFe): Omit<IdeResolvido, 'cDV'> {
  const { ide, emit, dest, det } = entrada;
  const cUF = cUFDaSigla(emit.enderEmit.UF);
  if (ide.cUF !== undefined && ide.cUF !== cUF) {
    falha('ide.cUF', `cUF ${ide.cUF} não é o da UF do emitente (${emit.enderEmit.UF} = ${cUF}).`);
  }
  if (!/^[0-9]{1,3}$/.test(ide.serie)) falha('ide.serie', `Série inválida: "${ide.serie}" (0 a 999).`);
  if (!/^[0-9]{1,9}$/.test(ide.nNF) || /^0+$/.test(ide.nNF)) {
    falha('ide.nNF', `Número da nota inválido: "${ide.nNF}" (1 a 999999999).`);
  }
  // MOC: cNF com 8 dígitos e diferente do nNF, para a chave não ser deduzida do número.
  if (!/^[0-9]{8}$/.test(ide.cNF)) falha('ide.cNF', `cNF deve ter 8 dígitos: "${ide.cNF}" (use gerarCNF).`);
  if (semZerosAEsquerda(ide.cNF) === semZerosAEsquerda(ide.nNF))
    falha('ide.cNF', 'cNF não pode ser igual ao nNF.');
  conferirDataHora('ide.dhEmi', ide.dhEmi);
  if (ide.dhSaiEnt !== undefined) conferirDataHora('ide.dhSaiEnt', ide.dhSaiEnt);

  const idDest = emit.enderEmit.UF === dest.enderDest.UF ? '1' : '2';
  const entradas = det.some((item) => /^[123]/.test(item.CFOP));
  const tpNF = entradas ? '0' : '1';
  det.forEach((item, i) => {
    if (!/^[1-7][0-9]{3}$/.test(item.CFOP)) falha(`det[${i}].CFOP`, `CFOP inválido: "${item.CFOP}".`);
    if (/^[123]/.test(item.CFOP) !== entradas) {
      falha(`det[${i}].CFOP`, 'A nota mistura CFOP de entrada e de saída.');
    }
    // Rejeições 521/522 (CFOP incompatível com o idDest): 5xxx/1xxx interna, 6xxx/2xxx interestadual.
    const interno = /^[15]/.test(item.CFOP);
    if (/^[1256]/.test(item.CFOP) && interno !== (idDest === '1')) {
      const gemeo = `${interno ? Number(item.CFOP[0]) + 1 : Number(item.CFOP[0]) - 1}${item.CFOP.slice(1)}`;
      falha(
        `det[${i}].CFOP`,
        `CFOP ${item.CFOP} não combina com ${emit.enderEmit.UF} -> ${dest.enderDest.UF}; use ${gemeo}.`,
      );
    }
  });
  if (ide.tpNF !== undefined && ide.tpNF !== tpNF)
    falha('ide.tpNF', `tpNF ${ide.tpNF} não combina com os CFOP dos itens.`);

  const refNFe = ide.refNFe ?? [];
  refNFe.forEach((chave, i) => {
    const resultado = validarChave(chave);
    if (!resultado.valida)
      falha(`ide.refNFe[${i}]`, `Chave referenciada inválida: ${resultado.erros.join(' ')}`);
  });
  const contingencia = resolverContingencia(ide);
  const indPres = ide.indPres ?? '9';
  // NT 2020.006: indIntermed obrigatório quando indPres é 2, 3, 4 ou 9.
  const indIntermed = ide.indIntermed ?? (['2', '3', '4', '9'].includes(indPres) ? '0' : undefined);
  return {
    cUF,
    cNF: ide.cNF,
    natOp: ide.natOp,
    mod: ide.mod ?? '55',
    serie: semZerosAEsquerda(ide.serie),
    nNF: semZerosAEsquerda(ide.nNF),
    dhEmi: ide.dhEmi,
    ...(ide.dhSaiEnt !== undefined ? { dhSaiEnt: ide.dhSaiEnt } : {}),
    tpNF,
    idDest,
    cMunFG: ide.cMunFG ?? emit.enderEmit.cMun,
    tpImp: ide.tpImp ?? '1',
    tpEmis: ide.tpEmis ?? '1',
    tpAmb: ide.tpAmb,
    finNFe: ide.finNFe ?? '1',
    indFinal: ide.indFinal ?? '0',
    indPres,
    ...(indIntermed !== undefined ? { indIntermed } : {}),
    procEmi: '0', // emissão por aplicativo do contribuinte
    verProc: ide.verProc,
    ...contingencia,
    refNFe,
  };
}

/**
 * B22, B28 e B29: fora da emissão normal (tpEmis 6 e 7 na SVC, e as demais contingências), a entrada em
 * contingência tem de vir, com data e hora e justificativa de 15 a 256 caracteres (rejeição 557); na emissão
 * normal, não pode vir (556).
 */
function resolverContingencia(ide: EntradaNFe['ide']): Pick<IdeResolvido, 'dhCont' | 'xJust'> {
  const tpEmis = ide.tpEmis ?? '1';
  if (tpEmis === '1') {
    if (ide.dhCont !== undefined || ide.xJust !== undefined) {
      falha(
        ide.dhCont !== undefined ? 'ide.dhCont' : 'ide.xJust',
        'Entrada em contingência (dhCont, xJust) só vale com tpEmis diferente de 1.',
      );
    }
    return {};
  }
  if (ide.dhCont === undefined) {
    falha(
      'ide.dhCont',
      `Emissão em contingência (tpEmis ${tpEmis}) exige a data e hora de entrada (dhCont).`,
    );
  }
  conferirDataHora('ide.dhCont', ide.dhCont);
  const xJust = textoLivre(ide.xJust, { quebrasDeLinha: 'separar' }) ?? '';
  if (xJust.length < 15 || xJust.length > 256) {
    falha('ide.xJust', 'A justificativa da contingência deve ter de 15 a 256 caracteres.');
  }
  return { dhCont: ide.dhCont, xJust };
}

/**
 * infCpl: texto do regime, frases legais das regras dos itens (sem repetir) e, por fim, o texto da empresa, como
 * vai no XML (normalizado). Exportada para quem precisa saber o tamanho antes de emitir (o rascunho).
 */
export function composicaoDoInfCpl(
  dados: {
    crt: EntradaNFe['emit']['CRT'];
    ufEmitente: string;
    regras: readonly RegraFiscal[];
    infCpl: string | undefined;
  },
  tabela = regrasPadrao,
): string | undefined {
  const textos = [
    tabela.textoPorRegime?.[regimeDoCrt(dados.crt)],
    ...dados.regras.flatMap((regra) => textoLegalDaRegra(regra, dados.ufEmitente)),
    dados.infCpl,
  ].filter((texto): texto is string => texto !== undefined && texto.trim() !== '');
  const unicos = [...new Set(textos)];
  return unicos.length > 0 ? textoLivre(unicos.join(' '), { quebrasDeLinha: 'separar' }) : undefined;
}

/** Z03 infCpl tem até 5000 caracteres (TString), já com os textos legais. */
export const MAXIMO_INF_CPL = 5000;

function paraTotaisNFe(t: TotaisCalculados, vFaturado: string): TotaisNFe {
  const v = xmlValor;
  const zero = '0.00';
  return {
    vBC: v(t.vBC),
    vICMS: v(t.vICMS),
    vICMSDeson: zero,
    vFCP: zero,
    vBCST: zero,
    vST: zero,
    vFCPST: zero,
    vFCPSTRet: zero,
    vProd: v(t.vProd),
    vFrete: v(t.vFrete),
    vSeg: v(t.vSeg),
    vDesc: v(t.vDesc),
    vII: zero,
    vIPI: v(t.vIPI),
    vIPIDevol: zero,
    vPIS: v(t.vPIS),
    vCOFINS: v(t.vCOFINS),
    vOutro: v(t.vOutro),
    vNF: v(t.vNF),
    vFaturado,
    ...(t.ibscbs
      ? {
          ibscbs: {
            vBCIBSCBS: v(t.ibscbs.vBCIBSCBS),
            vIBSUF: v(t.ibscbs.vIBSUF),
            vIBSMun: v(t.ibscbs.vIBSMun),
            vIBS: v(t.ibscbs.vIBS),
            vCBS: v(t.ibscbs.vCBS),
          },
        }
      : {}),
  };
}

/**
 * Monta o elemento NFe (leiaute 4.00, PL_010) a partir da entrada, na ordem do schema, com a chave gerada do cNF
 * informado: a mesma entrada gera sempre os mesmos bytes, e um reenvio leva a mesma chave. O XML sai sem
 * declaração e sem espaços entre as tags, pronto para assinarNFe. Lança EntradaNFeInvalidaError com o campo da
 * entrada quando algo impede uma nota que a SEFAZ aceitaria.
 */
export function montarNFe(entrada: EntradaNFe, opcoes: OpcoesMontagem = {}): NFeMontada {
  recusarNumeros(entrada);
  const tabela = opcoes.tabela ?? regrasPadrao;
  if (entrada.det.length === 0 || entrada.det.length > 990) falha('det', 'A NF-e deve ter de 1 a 990 itens.');
  conferirParticipantes(entrada);
  const ide = resolverIde(entrada);
  conferirTransporte(entrada, ide.idDest);
  const { emit, dest } = entrada;

  const contexto: ContextoItem = {
    crt: emit.CRT,
    ano: anoFiscal(ide.dhEmi),
    tabela,
    ufEmitente: emit.enderEmit.UF,
    ufDestinatario: dest.enderDest.UF,
    idDest: ide.idDest === '1' ? '1' : '2',
    indFinal: ide.indFinal === '1' ? '1' : '0',
    indIEDest: dest.indIEDest,
  };
  const itens = entrada.det.map((item, i) => {
    try {
      return calcularItem(item, i, contexto);
    } catch (erro) {
      if (erro instanceof RegraFiscalError) falha(`det[${i}].CFOP`, erro.message);
      throw erro;
    }
  });
  itens.forEach((item, i) => {
    if (item.regra.exigeNFeReferenciada && ide.refNFe.length === 0) {
      falha(
        'ide.refNFe',
        `O CFOP ${item.regra.cfop} (item ${i + 1}) exige a NF-e de remessa do cliente em refNFe.`,
      );
    }
  });

  const totais = calcularTotais(itens);
  const cobranca = calcularCobranca(entrada.cobr, totais.vCobravel, ide.nNF, ide.dhEmi.slice(0, 10));
  const pagamento = calcularPagamento(entrada.pag, cobranca, totais.vCobravel);

  const infCpl = composicaoDoInfCpl(
    {
      crt: emit.CRT,
      ufEmitente: emit.enderEmit.UF,
      regras: itens.map((item) => item.regra),
      infCpl: entrada.infAdic?.infCpl,
    },
    tabela,
  );
  // Z03 infCpl: até 5000 caracteres já com os textos legais (a SEFAZ recusa no schema, 225).
  const tamanhoInfCpl = infCpl?.length ?? 0;
  if (tamanhoInfCpl > MAXIMO_INF_CPL) {
    falha(
      'infAdic.infCpl',
      `As informações complementares, com os textos legais, têm ${tamanhoInfCpl} caracteres; o máximo é 5000.`,
    );
  }

  const chave = montarChave({
    cUF: ide.cUF,
    aamm: ide.dhEmi.slice(2, 4) + ide.dhEmi.slice(5, 7),
    cnpj: limparCnpj(emit.CNPJ),
    mod: ide.mod,
    serie: ide.serie,
    nNF: ide.nNF,
    tpEmis: ide.tpEmis,
    cNF: ide.cNF,
  });
  const infNFe = grupo(
    'infNFe',
    [
      montarIde({ ...ide, cDV: chave.slice(-1) }), // B01 ide
      montarEmit(emit), // C01 emit
      montarDest(dest, ide.tpAmb), // E01 dest
      ...montarAutXML(entrada.autXML), // GA01 autXML
      ...itens.map(montarDet), // H01 det
      montarTotal(totais), // W01 total
      montarTransp(entrada.transp), // X01 transp
      montarCobr(cobranca), // Y01 cobr
      montarPag(pagamento), // YA01 pag
      montarInfAdic(entrada.infAdic?.infAdFisco, infCpl), // Z01 infAdic
      montarInfRespTec(entrada.infRespTec, chave), // ZD01 infRespTec
    ],
    { versao: '4.00', Id: `NFe${chave}` },
  );
  return {
    xml: `<NFe xmlns="${NFE_NS}">${infNFe}</NFe>`,
    chave,
    totais: paraTotaisNFe(totais, xmlValor(cobranca?.vLiq ?? totais.vCobravel)),
  };
}
