import { isCnpjValido } from '../../common/cnpj.ts';
import { isCpfValido } from '../../common/cpf.ts';
import { Decimal } from '../../common/decimal.ts';
import { el, grupo } from '../../common/xml.ts';
import {
  calcularValoresDps,
  type ValoresCalculadosDps,
  type ValoresEntradaDps,
} from './calcular-valores-dps.ts';
import { DpsInvalidaError, type ProblemaDps } from './dps-invalida-error.ts';
import { montarIdDps } from './montar-id-dps.ts';

/**
 * DPS (Declaração de Prestação de Serviço) do leiaute 1.01 da NFS-e Nacional, emitida pelo próprio prestador
 * (tpEmit 1), em ordem de schema (TCInfDPS) e sem espaços entre as tags. O XML sai sem assinatura: assine com
 * assinarDPS (nfse/sign.ts) e valide com validarDps antes de enviar.
 */

export const NFSE_NS = 'http://www.sped.fazenda.gov.br/nfse';
export const VERSAO_DPS = '1.01';

export interface EnderecoNacional {
  /** Código IBGE do município (7 dígitos). */
  cMun: string;
  CEP: string;
  xLgr: string;
  nro: string;
  xCpl?: string;
  xBairro: string;
}

export interface PrestadorDps {
  CNPJ?: string;
  CPF?: string;
  /** Inscrição municipal: só quando o prestador tem cadastro complementar no município emissor (E0120). */
  IM?: string;
  fone?: string;
  email?: string;
  regTrib: {
    /** 1 não optante, 2 MEI, 3 ME/EPP optante do Simples Nacional. */
    opSimpNac: '1' | '2' | '3';
    /** Só para ME/EPP: 1 tributos federais e municipal pelo SN, 2 federais pelo SN e ISSQN fora, 3 fora do SN. */
    regApTribSN?: '1' | '2' | '3';
    /** Regime especial de tributação municipal, 0 = nenhum. */
    regEspTrib: '0' | '1' | '2' | '3' | '4' | '5' | '6';
  };
}

export interface TomadorDps {
  CNPJ?: string;
  CPF?: string;
  IM?: string;
  xNome: string;
  endereco?: EnderecoNacional;
  fone?: string;
  email?: string;
}

export interface ServicoDps {
  /** Município onde o serviço foi prestado (padrão: o emissor). */
  cLocPrestacao?: string;
  /**
   * Código de tributação nacional (6 dígitos): item e subitem da lista da LC 116/2003 e o desdobramento
   * nacional, ex.: 14.05 -> "140501" (veja cTribNacDoItemLc116).
   */
  cTribNac: string;
  /** Código de tributação municipal (3 dígitos), quando o município o define. */
  cTribMun?: string;
  /** Descrição do serviço (até 2000 caracteres, aceita quebras de linha). */
  xDescServ: string;
  /** Código NBS (9 dígitos), obrigatório no leiaute 1.01. */
  cNBS: string;
  /** Informações complementares. */
  xInfComp?: string;
}

export type TributosAproximados =
  | { tipo: 'naoInformar' }
  | { tipo: 'valores'; vTotTribFed: string; vTotTribEst: string; vTotTribMun: string }
  | { tipo: 'percentuais'; pTotTribFed: string; pTotTribEst: string; pTotTribMun: string }
  | { tipo: 'simplesNacional'; pTotTribSN: string };

/** Grupo IBSCBS da reforma tributária (declarado pelo emitente; a Sefin calcula os valores). */
export interface IbsCbsDps {
  /** 0 = NFS-e regular. */
  finNFSe?: '0';
  /** 1 = consumidor final. */
  indFinal?: '0' | '1';
  /** Código indicador da operação (6 dígitos, tabela cIndOp). */
  cIndOp: string;
  /** 0 = o destinatário é o próprio tomador. */
  indDest: '0' | '1';
  CST: string;
  cClassTrib: string;
}

export interface EntradaDps {
  /** 1 produção, 2 homologação (produção restrita). */
  tpAmb: '1' | '2';
  /** Data e hora de emissão com fuso, sem frações: 2026-07-10T09:30:00-03:00. */
  dhEmi: string;
  /** Versão do aplicativo emissor (até 20 caracteres). */
  verAplic: string;
  /** Série da DPS (1 a 5 dígitos; 00001 a 49999 para aplicativo próprio, E0010). */
  serie: string;
  /** Número da DPS (1 a 15 dígitos, sem zeros à esquerda). */
  nDPS: string;
  /** Data de competência (AAAA-MM-DD), não posterior a dhEmi (E0015). */
  dCompet: string;
  /** Município emissor: o do estabelecimento do prestador (IBGE, 7 dígitos). */
  cLocEmi: string;
  prestador: PrestadorDps;
  tomador?: TomadorDps;
  servico: ServicoDps;
  valores: ValoresEntradaDps;
  /** Padrão: não informar (indTotTrib 0). */
  tributosAproximados?: TributosAproximados;
  ibsCbs?: IbsCbsDps;
}

export interface DpsMontada {
  /** XML da DPS sem assinatura. */
  xml: string;
  /** infDPS/@Id. */
  id: string;
  /** Base, ISS, retenções e valor líquido, como a NFS-e vai trazer. */
  valores: ValoresCalculadosDps;
}

const DATA_HORA = /^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}[-+][0-9]{2}:[0-9]{2}$/;
const DATA = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

// Tipográficos comuns de quem cola texto de editores; o leiaute só aceita Latin-1 (TSString: [!-ÿ]).
const SUBSTITUTOS: Readonly<Record<string, string>> = {
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  '…': '...',
  '\u00a0': ' ',
};

class Verificador {
  readonly problemas: ProblemaDps[] = [];

  falha(campo: string, mensagem: string, codigo?: string): void {
    this.problemas.push({ campo, mensagem, ...(codigo ? { codigo } : {}) });
  }

  /** Texto de uma linha: espaços das pontas tirados e repetidos juntados; só caracteres Latin-1. */
  texto(campo: string, valor: string | undefined, maximo: number, multilinha = false): string | undefined {
    if (valor === undefined) return undefined;
    let limpo = valor.replace(/[‘’“”–—…\u00a0]/g, (c) => SUBSTITUTOS[c] ?? c);
    limpo = multilinha
      ? limpo
          .replace(/\r\n?/g, '\n')
          .replace(/[ \t]+/g, ' ')
          .trim()
      : limpo.replace(/\s+/g, ' ').trim();
    if (limpo === '') return undefined;
    const proibido = multilinha ? /[^\n\x20-\xff]/u : /[^\x20-\xff]/u;
    const achado = proibido.exec(limpo);
    if (achado) {
      this.falha(campo, `Caractere "${achado[0]}" não é aceito pela NFS-e em ${campo}.`);
    }
    if (limpo.length > maximo) {
      this.falha(campo, `${campo} deve ter no máximo ${maximo} caracteres (tem ${limpo.length}).`);
    }
    return limpo;
  }

  padrao(campo: string, valor: string | undefined, padrao: RegExp, descricao: string): string | undefined {
    if (valor === undefined || valor === '') return undefined;
    if (!padrao.test(valor)) this.falha(campo, `${campo} inválido: "${valor}" (${descricao}).`);
    return valor;
  }

  obrigatorio(campo: string, valor: string | undefined): void {
    if (valor === undefined || valor === '') this.falha(campo, `${campo} é obrigatório.`);
  }
}

function soDigitos(valor: string | undefined): string | undefined {
  return valor?.replace(/[.\-/\s()]/g, '');
}

function documento(
  v: Verificador,
  quem: 'prestador' | 'tomador',
  pessoa: { CNPJ?: string; CPF?: string },
): { CNPJ?: string; CPF?: string } {
  const CNPJ = soDigitos(pessoa.CNPJ);
  const CPF = soDigitos(pessoa.CPF);
  if ((CNPJ === undefined) === (CPF === undefined)) {
    v.falha(`${quem}.CNPJ`, `Informe o CNPJ ou o CPF do ${quem} (um dos dois).`);
    return {};
  }
  if (CNPJ !== undefined) {
    if (!/^[0-9]{14}$/.test(CNPJ) || !isCnpjValido(CNPJ)) {
      v.falha(
        `${quem}.CNPJ`,
        `CNPJ do ${quem} inválido: ${pessoa.CNPJ}.`,
        quem === 'prestador' ? 'E0080' : 'E0188',
      );
    }
    return { CNPJ };
  }
  if (!isCpfValido(CPF as string)) {
    v.falha(
      `${quem}.CPF`,
      `CPF do ${quem} inválido: ${pessoa.CPF}.`,
      quem === 'prestador' ? 'E0096' : 'E0206',
    );
  }
  return { CPF: CPF as string };
}

function conferirRegime(v: Verificador, regTrib: PrestadorDps['regTrib']): void {
  const { opSimpNac, regApTribSN, regEspTrib } = regTrib;
  if (opSimpNac === '3' && !regApTribSN) {
    v.falha(
      'prestador.regTrib.regApTribSN',
      'Informe o regime de apuração do Simples Nacional (ME/EPP).',
      'E0166',
    );
  }
  if (opSimpNac !== '3' && regApTribSN) {
    v.falha(
      'prestador.regTrib.regApTribSN',
      'O regime de apuração do Simples Nacional só se aplica a ME/EPP optante.',
      'E0162',
    );
  }
  if (opSimpNac === '2' && regEspTrib !== '0') {
    v.falha('prestador.regTrib.regEspTrib', 'MEI não tem regime especial de tributação (use 0).', 'E0174');
  }
  if (opSimpNac === '3' && regApTribSN === '1' && regEspTrib !== '0') {
    v.falha(
      'prestador.regTrib.regEspTrib',
      'Com os tributos apurados pelo Simples Nacional o regime especial deve ser 0 (nenhum).',
      'E0175',
    );
  }
}

function conferirRetencao(v: Verificador, entrada: EntradaDps, tomador: { CNPJ?: string; CPF?: string }) {
  const { tpRetISSQN, tribISSQN = '1' } = entrada.valores.iss;
  if (tpRetISSQN === '1') return;
  if (tpRetISSQN === '3') {
    v.falha(
      'valores.iss.tpRetISSQN',
      'Retenção pelo intermediário não é suportada: a DPS não informa intermediário.',
    );
  }
  if (tribISSQN !== '1') {
    v.falha(
      'valores.iss.tpRetISSQN',
      'Não há retenção de ISS em imunidade, exportação ou não incidência.',
      'E0580',
    );
  }
  if (entrada.prestador.regTrib.opSimpNac === '2') {
    v.falha('valores.iss.tpRetISSQN', 'Não há retenção de ISS para prestador MEI.', 'E0583');
  }
  if (!tomador.CNPJ && !tomador.CPF) {
    v.falha(
      'tomador',
      'Com ISS retido pelo tomador, o tomador deve ser identificado por CNPJ ou CPF.',
      'E0204',
    );
  }
  if (!entrada.tomador?.endereco) {
    v.falha('tomador.endereco', 'Com ISS retido pelo tomador, informe o endereço do tomador.', 'E0237');
  }
}

function conferirValores(v: Verificador, entrada: EntradaDps, valores: ValoresCalculadosDps): void {
  const { iss, pisCofins } = entrada.valores;
  // calcularValoresDps já validou o formato de cada valor: aqui só comparações, em decimal.
  const servico = new Decimal(valores.vServ);
  if (!servico.gt(0)) v.falha('valores.vServ', 'O valor do serviço deve ser maior que zero.');
  if (valores.vBC?.startsWith('-')) {
    v.falha('valores', 'Descontos incondicionados e deduções não podem passar do valor do serviço.');
  }
  if (valores.vLiq.startsWith('-')) v.falha('valores', 'O valor líquido da NFS-e ficaria negativo.', 'E0428');
  if (valores.pAliq !== undefined && new Decimal(valores.pAliq).gt(5)) {
    v.falha('valores.iss.aliquota', 'A alíquota do ISS não pode passar de 5%.', 'E0595');
  }
  if (iss.informarAliquota && iss.aliquota === undefined) {
    v.falha('valores.iss.aliquota', 'informarAliquota pede a alíquota do ISS.');
  }
  if (iss.tpImunidade !== undefined && (iss.tribISSQN ?? '1') !== '2') {
    v.falha('valores.iss.tpImunidade', 'O tipo de imunidade só se aplica com tribISSQN 2 (imunidade).');
  }
  for (const campo of ['vRetCP', 'vRetIRRF', 'vRetCSLL'] as const) {
    const valor = entrada.valores[campo];
    if (valor === undefined) continue;
    const codigo = { vRetCP: 'E0699', vRetIRRF: 'E0700', vRetCSLL: 'E0701' }[campo];
    const retido = new Decimal(valor);
    if (!retido.gt(0) || retido.gte(servico)) {
      v.falha(`valores.${campo}`, `${campo} deve ser maior que zero e menor que o valor do serviço.`, codigo);
    }
  }
  if (pisCofins) {
    v.padrao('valores.pisCofins.CST', pisCofins.CST, /^0[0-9]$/, 'CST de 00 a 09');
    if (!['00', '08', '09'].includes(pisCofins.CST) && !pisCofins.tpRetPisCofins) {
      v.falha(
        'valores.pisCofins.tpRetPisCofins',
        'Informe se PIS/COFINS são retidos para este CST.',
        'E0698',
      );
    }
    if (valores.vBCPisCofins && new Decimal(valores.vBCPisCofins).gt(servico)) {
      v.falha(
        'valores.pisCofins.vBCPisCofins',
        'A base de PIS/COFINS não pode passar do valor do serviço.',
        'E0677',
      );
    }
    if (pisCofins.vBCPisCofins !== undefined && pisCofins.pAliqPis === undefined) {
      v.falha('valores.pisCofins.pAliqPis', 'Informe a alíquota do PIS junto com a base.', 'E0684');
    }
    if (pisCofins.vBCPisCofins !== undefined && pisCofins.pAliqCofins === undefined) {
      v.falha('valores.pisCofins.pAliqCofins', 'Informe a alíquota da COFINS junto com a base.', 'E0690');
    }
  }
}

function endereco(e: EnderecoNacional, v: Verificador, campo: string): string {
  v.padrao(`${campo}.cMun`, e.cMun, /^[0-9]{7}$/, 'código IBGE de 7 dígitos');
  const CEP = soDigitos(e.CEP);
  v.padrao(`${campo}.CEP`, CEP, /^[0-9]{8}$/, '8 dígitos');
  const xLgr = v.texto(`${campo}.xLgr`, e.xLgr, 255);
  const nro = v.texto(`${campo}.nro`, e.nro, 60);
  const xBairro = v.texto(`${campo}.xBairro`, e.xBairro, 60);
  v.obrigatorio(`${campo}.xLgr`, xLgr);
  v.obrigatorio(`${campo}.nro`, nro);
  v.obrigatorio(`${campo}.xBairro`, xBairro);
  return grupo('end', [
    grupo('endNac', [el('cMun', e.cMun), el('CEP', CEP)]),
    el('xLgr', xLgr),
    el('nro', nro),
    el('xCpl', v.texto(`${campo}.xCpl`, e.xCpl, 156)),
    el('xBairro', xBairro),
  ]);
}

function totTrib(v: Verificador, tributos: TributosAproximados | undefined): string {
  const t = tributos ?? { tipo: 'naoInformar' };
  const percentual = /^(0|[1-9][0-9]{0,2})(\.[0-9]{2})?$/;
  const monetario = /^[0-9]{1,15}\.[0-9]{2}$/;
  switch (t.tipo) {
    case 'naoInformar':
      return grupo('totTrib', [el('indTotTrib', '0')]);
    case 'simplesNacional':
      v.padrao(
        'tributosAproximados.pTotTribSN',
        t.pTotTribSN,
        /^[0-9]{1,2}\.[0-9]{2}$/,
        'percentual com 2 casas',
      );
      return grupo('totTrib', [el('pTotTribSN', t.pTotTribSN)]);
    case 'percentuais':
      for (const campo of ['pTotTribFed', 'pTotTribEst', 'pTotTribMun'] as const) {
        v.padrao(`tributosAproximados.${campo}`, t[campo], percentual, 'percentual com 2 casas');
      }
      return grupo('totTrib', [
        grupo('pTotTrib', [
          el('pTotTribFed', t.pTotTribFed),
          el('pTotTribEst', t.pTotTribEst),
          el('pTotTribMun', t.pTotTribMun),
        ]),
      ]);
    case 'valores':
      for (const campo of ['vTotTribFed', 'vTotTribEst', 'vTotTribMun'] as const) {
        v.padrao(`tributosAproximados.${campo}`, t[campo], monetario, 'valor com 2 casas');
      }
      return grupo('totTrib', [
        grupo('vTotTrib', [
          el('vTotTribFed', t.vTotTribFed),
          el('vTotTribEst', t.vTotTribEst),
          el('vTotTribMun', t.vTotTribMun),
        ]),
      ]);
  }
}

function valoresXml(entrada: EntradaDps, valores: ValoresCalculadosDps, v: Verificador): string {
  const { iss, pisCofins } = entrada.valores;
  const positivo = (valor: string | undefined) =>
    valor !== undefined && valor !== '0.00' ? valor : undefined;
  const tribMun = grupo('tribMun', [
    el('tribISSQN', iss.tribISSQN ?? '1'),
    el('tpImunidade', iss.tpImunidade),
    el('tpRetISSQN', iss.tpRetISSQN),
    el('pAliq', iss.informarAliquota ? valores.pAliq : undefined),
  ]);
  const piscofins = pisCofins
    ? grupo('piscofins', [
        el('CST', pisCofins.CST),
        el('vBCPisCofins', valores.vBCPisCofins),
        el('pAliqPis', pisCofins.pAliqPis !== undefined ? valorPercentual(pisCofins.pAliqPis) : undefined),
        el(
          'pAliqCofins',
          pisCofins.pAliqCofins !== undefined ? valorPercentual(pisCofins.pAliqCofins) : undefined,
        ),
        el('vPis', valores.vPis),
        el('vCofins', valores.vCofins),
        el('tpRetPisCofins', pisCofins.tpRetPisCofins),
      ])
    : undefined;
  const tribFed = grupo('tribFed', [
    piscofins,
    el('vRetCP', entrada.valores.vRetCP !== undefined ? valores.vRetCP : undefined),
    el('vRetIRRF', entrada.valores.vRetIRRF !== undefined ? valores.vRetIRRF : undefined),
    el('vRetCSLL', entrada.valores.vRetCSLL !== undefined ? valores.vRetCSLL : undefined),
  ]);
  return grupo('valores', [
    grupo('vServPrest', [el('vServ', valores.vServ)]),
    grupo('vDescCondIncond', [
      el('vDescIncond', positivo(valores.vDescIncond)),
      el('vDescCond', positivo(valores.vDescCond)),
    ]),
    positivo(valores.vDR) ? grupo('vDedRed', [el('vDR', valores.vDR)]) : undefined,
    grupo('trib', [tribMun, tribFed, totTrib(v, entrada.tributosAproximados)]),
  ]);
}

/** Percentual com 2 casas para pAliqPis/pAliqCofins (TSDec2V2). */
function valorPercentual(valor: string): string {
  const [inteira = '0', fracao = ''] = valor.trim().split('.');
  return `${inteira.replace(/^0+(?=[0-9])/, '')}.${fracao.padEnd(2, '0').slice(0, 2)}`;
}

function ibsCbsXml(v: Verificador, ibs: IbsCbsDps | undefined): string | undefined {
  if (!ibs) return undefined;
  v.padrao('ibsCbs.cIndOp', ibs.cIndOp, /^[0-9]{6}$/, '6 dígitos');
  v.padrao('ibsCbs.CST', ibs.CST, /^[0-9]{3}$/, '3 dígitos');
  v.padrao('ibsCbs.cClassTrib', ibs.cClassTrib, /^[0-9]{6}$/, '6 dígitos');
  return grupo('IBSCBS', [
    el('finNFSe', ibs.finNFSe ?? '0'),
    el('indFinal', ibs.indFinal),
    el('cIndOp', ibs.cIndOp),
    el('indDest', ibs.indDest),
    grupo('valores', [
      grupo('trib', [grupo('gIBSCBS', [el('CST', ibs.CST), el('cClassTrib', ibs.cClassTrib)])]),
    ]),
  ]);
}

/** cTribNac a partir do subitem da LC 116/2003 ("14.05") e do desdobramento nacional (padrão "01"). */
export function cTribNacDoItemLc116(subitem: string, desdobramento = '01'): string {
  const partes = /^([0-9]{1,2})\.([0-9]{2})$/.exec(subitem.trim());
  if (!partes || !/^[0-9]{2}$/.test(desdobramento)) {
    throw new RangeError(`Subitem da LC 116 inválido: "${subitem}" (formato 14.05).`);
  }
  return `${(partes[1] as string).padStart(2, '0')}${partes[2]}${desdobramento}`;
}

/**
 * Monta a DPS e calcula os valores da futura NFS-e. Lança DpsInvalidaError com todos os problemas da entrada
 * (documentos com dígito errado, combinações que a Sefin rejeita, com o código da rejeição).
 */
export function montarDps(entrada: EntradaDps): DpsMontada {
  const v = new Verificador();
  v.padrao('tpAmb', entrada.tpAmb, /^[12]$/, '1 produção ou 2 homologação');
  v.padrao('dhEmi', entrada.dhEmi, DATA_HORA, 'AAAA-MM-DDThh:mm:ss-03:00');
  v.padrao('dCompet', entrada.dCompet, DATA, 'AAAA-MM-DD');
  if (
    DATA.test(entrada.dCompet) &&
    DATA_HORA.test(entrada.dhEmi) &&
    entrada.dCompet > entrada.dhEmi.slice(0, 10)
  ) {
    v.falha('dCompet', 'A competência não pode ser posterior à data de emissão.', 'E0015');
  }
  const verAplic = v.texto('verAplic', entrada.verAplic, 20);
  v.obrigatorio('verAplic', verAplic);
  v.padrao('cLocEmi', entrada.cLocEmi, /^[0-9]{7}$/, 'código IBGE de 7 dígitos');

  const prest = documento(v, 'prestador', entrada.prestador);
  conferirRegime(v, entrada.prestador.regTrib);
  const toma = entrada.tomador ? documento(v, 'tomador', entrada.tomador) : {};
  if (prest.CNPJ && toma.CNPJ && prest.CNPJ.slice(0, 8) === toma.CNPJ.slice(0, 8)) {
    v.falha('tomador.CNPJ', 'O tomador não pode ser da mesma empresa (raiz do CNPJ) do prestador.', 'E0202');
  }
  conferirRetencao(v, entrada, toma);

  const servico = entrada.servico;
  v.padrao('servico.cTribNac', servico.cTribNac, /^[0-9]{6}$/, '6 dígitos');
  v.padrao('servico.cTribMun', servico.cTribMun, /^[0-9]{3}$/, '3 dígitos');
  v.padrao('servico.cNBS', servico.cNBS, /^[0-9]{9}$/, '9 dígitos');
  v.obrigatorio('servico.cNBS', servico.cNBS);
  v.padrao('servico.cLocPrestacao', servico.cLocPrestacao, /^[0-9]{7}$/, 'código IBGE de 7 dígitos');
  const xDescServ = v.texto('servico.xDescServ', servico.xDescServ, 2000, true);
  v.obrigatorio('servico.xDescServ', xDescServ);

  let valores: ValoresCalculadosDps;
  try {
    valores = calcularValoresDps(entrada.valores);
  } catch (erro) {
    if (erro instanceof DpsInvalidaError) throw new DpsInvalidaError([...v.problemas, ...erro.problemas]);
    throw erro;
  }
  conferirValores(v, entrada, valores);

  let id = '';
  try {
    id = montarIdDps({ cLocEmi: entrada.cLocEmi, ...prest, serie: entrada.serie, nDPS: entrada.nDPS });
  } catch (erro) {
    v.falha('serie', erro instanceof Error ? erro.message : String(erro), 'E0004');
  }

  const p = entrada.prestador;
  const t = entrada.tomador;
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>' +
    grupo(
      'DPS',
      [
        grupo(
          'infDPS',
          [
            el('tpAmb', entrada.tpAmb),
            el('dhEmi', entrada.dhEmi),
            el('verAplic', verAplic),
            el('serie', entrada.serie),
            el('nDPS', entrada.nDPS),
            el('dCompet', entrada.dCompet),
            el('tpEmit', '1'),
            el('cLocEmi', entrada.cLocEmi),
            // O prestador emitente não informa nome nem endereço: vêm do cadastro (E0121, E0128).
            grupo('prest', [
              el('CNPJ', prest.CNPJ),
              el('CPF', prest.CPF),
              el('IM', v.texto('prestador.IM', p.IM, 15)),
              el('fone', v.padrao('prestador.fone', soDigitos(p.fone), /^[0-9]{6,20}$/, '6 a 20 dígitos')),
              el('email', v.texto('prestador.email', p.email, 80)),
              grupo('regTrib', [
                el('opSimpNac', p.regTrib.opSimpNac),
                el('regApTribSN', p.regTrib.regApTribSN),
                el('regEspTrib', p.regTrib.regEspTrib),
              ]),
            ]),
            t
              ? grupo('toma', [
                  el('CNPJ', toma.CNPJ),
                  el('CPF', toma.CPF),
                  el('IM', v.texto('tomador.IM', t.IM, 15)),
                  el('xNome', requerido(v, 'tomador.xNome', v.texto('tomador.xNome', t.xNome, 300))),
                  t.endereco ? endereco(t.endereco, v, 'tomador.endereco') : undefined,
                  el('fone', v.padrao('tomador.fone', soDigitos(t.fone), /^[0-9]{6,20}$/, '6 a 20 dígitos')),
                  el('email', v.texto('tomador.email', t.email, 80)),
                ])
              : undefined,
            grupo('serv', [
              grupo('locPrest', [el('cLocPrestacao', servico.cLocPrestacao ?? entrada.cLocEmi)]),
              grupo('cServ', [
                el('cTribNac', servico.cTribNac),
                el('cTribMun', servico.cTribMun),
                el('xDescServ', xDescServ),
                el('cNBS', servico.cNBS),
              ]),
              grupo('infoCompl', [el('xInfComp', v.texto('servico.xInfComp', servico.xInfComp, 2000))]),
            ]),
            valoresXml(entrada, valores, v),
            ibsCbsXml(v, entrada.ibsCbs),
          ],
          { Id: id },
        ),
      ],
      { xmlns: NFSE_NS, versao: VERSAO_DPS },
    );
  if (v.problemas.length > 0) throw new DpsInvalidaError(v.problemas);
  return { xml, id, valores };
}

function requerido(v: Verificador, campo: string, valor: string | undefined): string | undefined {
  v.obrigatorio(campo, valor);
  return valor;
}
