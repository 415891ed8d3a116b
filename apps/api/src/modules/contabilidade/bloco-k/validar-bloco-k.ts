import type { TAchadoBlocoK } from '@erp/contracts/bloco-k';
import { Decimal } from '@erp/fiscal/decimal';
import { REGISTROS } from './registros-efd.ts';
import { validarLinha } from './validar-campos.ts';

/** The order of the blocks in the file (the Guia's: 0, B, C, D, E, G, H, K, 1, 9; this file has four). */
const BLOCOS = ['0', 'H', 'K', '9'] as const;
/** The registers that name an item, and the position of their COD_ITEM. */
const CAMPO_DO_ITEM: Readonly<Record<string, number>> = {
  K200: 2,
  K230: 4,
  K235: 2,
  K250: 2,
  K255: 2,
  K280: 2,
  H010: 1,
};
/** Produced items (K230, K250) must be of TIPO_ITEM 03 produto em processo or 04 produto acabado. */
const PRODUZIDOS = new Set(['K230', 'K250']);
/** DDMMAAAA as AAAAMMDD, so two dates compare as text. */
const ordenavel = (d: string | undefined) => (d ? `${d.slice(4)}${d.slice(2, 4)}${d.slice(0, 2)}` : '');

interface Estado {
  achados: TAchadoBlocoK[];
  linhas: number;
  /** The last register seen per hierarchy level: the parent a child must have. */
  ultimoNoNivel: (string | undefined)[];
  bloco: number;
  porRegistro: Map<string, number>;
  porBloco: Map<string, number>;
  /** COD_ITEM of each 0200 and its TIPO_ITEM. */
  itens: Map<string, string>;
  unidades: Set<string>;
  participantes: Set<string>;
  /** References to check once the whole file is read: [register, line, kind, code]. */
  referencias: [string, number, 'item' | 'participante' | 'unidade', string][];
  /** Items a K230/K250 produced: [register, line, COD_ITEM], their TIPO_ITEM checked at the end. */
  produzidos: [string, number, string][];
  dtIniK100?: string;
  /** The open H005: its line, VL_INV and the sum of its H010 VL_ITEM. */
  h005?: { linha: number; total: Decimal; soma: Decimal } | undefined;
  contagens9900: [number, string, number][];
  fechamentos: [string, number, string, number][];
  dtFinK100?: string;
}

const erro = (registro: string, linha: number | null, mensagem: string): TAchadoBlocoK => ({
  gravidade: 'erro',
  registro,
  linha,
  mensagem,
});

/** The hierarchy: the file opens with 0000, blocks follow in order, each child under one of its parents. */
function conferirPosicao(e: Estado, reg: string, linha: number) {
  const registro = REGISTROS[reg];
  if (!registro) return;
  if (linha === 1 && reg !== '0000')
    e.achados.push(erro(reg, linha, 'O arquivo deve começar pelo registro 0000.'));
  const bloco = reg === '0000' ? 0 : BLOCOS.indexOf(reg[0] as (typeof BLOCOS)[number]);
  if (bloco < e.bloco) {
    e.achados.push(erro(reg, linha, `O registro ${reg} está fora da ordem dos blocos (0, H, K, 9).`));
  }
  e.bloco = Math.max(e.bloco, bloco);
  if (registro.pais) {
    const pai = e.ultimoNoNivel[registro.nivel - 1];
    if (!pai || !registro.pais.includes(pai)) {
      e.achados.push(erro(reg, linha, `O registro ${reg} deve vir abaixo de ${registro.pais.join(' ou ')}.`));
    }
  }
  e.ultimoNoNivel[registro.nivel] = reg;
  e.ultimoNoNivel.length = registro.nivel + 1;
}

function anotar(e: Estado, reg: string, c: string[], linha: number) {
  e.porRegistro.set(reg, (e.porRegistro.get(reg) ?? 0) + 1);
  const bloco = reg === '0000' ? '0' : (reg[0] as string);
  e.porBloco.set(bloco, (e.porBloco.get(bloco) ?? 0) + 1);
  if (c.length === 1) return;
  if (reg === '0150') e.participantes.add(c[1] as string);
  if (reg === '0190') e.unidades.add(c[1] as string);
  if (reg === '0200') {
    e.itens.set(c[1] as string, c[6] as string);
    e.referencias.push([reg, linha, 'unidade', c[5] as string]);
  }
  if (reg === 'K100') {
    e.dtIniK100 = c[1];
    e.dtFinK100 = c[2];
  }
  const campoDoItem = CAMPO_DO_ITEM[reg];
  if (campoDoItem) e.referencias.push([reg, linha, 'item', c[campoDoItem] as string]);
  if (PRODUZIDOS.has(reg)) e.produzidos.push([reg, linha, c[campoDoItem as number] as string]);
  conferirEstoque(e, reg, c, linha);
  conferirInventario(e, reg, c, linha);
  if (reg === '9900') e.contagens9900.push([linha, c[1] as string, Number(c[2])]);
  if (reg.endsWith('990') || reg === '9999') e.fechamentos.push([reg, linha, bloco, Number(c[1])]);
}

/** IND_EST (K200, K280) or IND_PROP (H010) and the COD_PART it requires. */
function conferirPropriedade(
  e: Estado,
  reg: string,
  linha: number,
  campo: string,
  ind?: string,
  part?: string,
) {
  if (ind !== '0' && ind !== '1' && ind !== '2')
    e.achados.push(erro(reg, linha, `${campo} deve ser 0, 1 ou 2.`));
  else if (ind !== '0' && !part)
    e.achados.push(erro(reg, linha, `Com ${campo} 1 ou 2 o COD_PART é obrigatório.`));
  if (ind === '0' && part) e.achados.push(erro(reg, linha, `Com ${campo} 0 o COD_PART deve ficar vazio.`));
  if (part) e.referencias.push([reg, linha, 'participante', part]);
}

/** K200 dated at the K100's end; K280 of an earlier period, with one of its two quantities. */
function conferirEstoque(e: Estado, reg: string, c: string[], linha: number) {
  if (reg === 'K200') {
    if (c[1] !== e.dtFinK100) e.achados.push(erro(reg, linha, 'DT_EST deve ser a data final do K100.'));
    conferirPropriedade(e, reg, linha, 'IND_EST', c[4], c[5]);
  }
  if (reg === 'K280') {
    if (ordenavel(c[1]) >= ordenavel(e.dtIniK100))
      e.achados.push(erro(reg, linha, 'DT_EST deve ser anterior à data inicial do K100.'));
    if (Boolean(c[3]) === Boolean(c[4]))
      e.achados.push(erro(reg, linha, 'Informe QTD_COR_POS ou QTD_COR_NEG, apenas um deles.'));
    conferirPropriedade(e, reg, linha, 'IND_EST', c[5], c[6]);
  }
}

/** H005's VL_INV must be the sum of its H010's VL_ITEM; checked when the next H005 or the H990 comes. */
function fecharH005(e: Estado) {
  const h = e.h005;
  if (!h) return;
  if (!h.total.equals(h.soma)) {
    const soma = h.soma.toFixed(2).replace('.', ',');
    e.achados.push(erro('H005', h.linha, `VL_INV deve ser a soma dos VL_ITEM dos H010 (${soma}).`));
  }
  e.h005 = undefined;
}

const valorEfd = (v: string | undefined) => {
  const texto = (v ?? '').replace(',', '.');
  return /^\d+(\.\d+)?$/.test(texto) ? new Decimal(texto) : new Decimal(0);
};

function conferirInventario(e: Estado, reg: string, c: string[], linha: number) {
  if (reg === 'H005' || reg === 'H990') fecharH005(e);
  if (reg === 'H005') {
    e.h005 = { linha, total: valorEfd(c[2]), soma: new Decimal(0) };
    if (!/^0[1-6]$/.test(c[3] ?? '')) e.achados.push(erro(reg, linha, 'MOT_INV deve ser de 01 a 06.'));
  }
  if (reg === 'H010') {
    if (e.h005) e.h005.soma = e.h005.soma.plus(valorEfd(c[5]));
    e.referencias.push([reg, linha, 'unidade', c[2] as string]);
    conferirPropriedade(e, reg, linha, 'IND_PROP', c[6], c[7]);
  }
}

const NOMES = {
  item: ['COD_ITEM', '0200'],
  participante: ['COD_PART', '0150'],
  unidade: ['UNID_INV', '0190'],
};

function conferirNoFim(e: Estado): void {
  const conjuntos = { item: e.itens, participante: e.participantes, unidade: e.unidades };
  for (const [reg, linha, codigo] of e.produzidos) {
    const tipo = e.itens.get(codigo);
    if (tipo && tipo !== '03' && tipo !== '04') {
      const mensagem = `O COD_ITEM "${codigo}" é de TIPO_ITEM ${tipo} no 0200; o produzido deve ser 03 ou 04.`;
      e.achados.push(erro(reg, linha, mensagem));
    }
  }
  for (const [reg, linha, tipo, codigo] of e.referencias) {
    const [nome, onde] = NOMES[tipo];
    // The H010 names its unit UNID; the 0200, UNID_INV.
    const campo = reg === 'H010' && tipo === 'unidade' ? 'UNID' : nome;
    if (!conjuntos[tipo].has(codigo)) {
      e.achados.push(erro(reg, linha, `O ${campo} "${codigo}" não está no registro ${onde}.`));
    }
  }
  for (const [reg, linha, bloco, qtd] of e.fechamentos) {
    const real = reg === '9999' ? e.linhas : (e.porBloco.get(bloco) ?? 0);
    if (qtd !== real) e.achados.push(erro(reg, linha, `Informa ${qtd} linhas, mas há ${real}.`));
  }
  const contados = new Set<string>();
  for (const [linha, reg, qtd] of e.contagens9900) {
    contados.add(reg);
    const real = e.porRegistro.get(reg) ?? 0;
    if (qtd !== real) e.achados.push(erro('9900', linha, `Informa ${qtd} registros ${reg}, mas há ${real}.`));
  }
  for (const reg of e.porRegistro.keys()) {
    if (!contados.has(reg)) e.achados.push(erro('9900', null, `Falta o registro 9900 do registro ${reg}.`));
  }
  const ultimo = e.ultimoNoNivel[0];
  if (ultimo !== '9999') e.achados.push(erro('9999', null, 'O arquivo deve terminar pelo registro 9999.'));
}

/**
 * The product's own validator of a Bloco K file, from the Guia Prático's register tables: every line's fields,
 * the hierarchy, the block closings and the 9900 counts, and that every COD_ITEM is in a 0200, every COD_PART in a
 * 0150 and every UNID_INV in a 0190. Reads the lines as they are written; holds only the codes and counts.
 */
export async function validarBlocoK(linhas: AsyncIterable<string> | Iterable<string>) {
  const e: Estado = {
    achados: [],
    linhas: 0,
    ultimoNoNivel: [],
    bloco: 0,
    porRegistro: new Map(),
    porBloco: new Map(),
    itens: new Map(),
    unidades: new Set(),
    participantes: new Set(),
    referencias: [],
    produzidos: [],
    contagens9900: [],
    fechamentos: [],
  };
  for await (const texto of linhas) {
    e.linhas += 1;
    const { reg, campos, achados } = validarLinha(texto, e.linhas);
    e.achados.push(...achados);
    if (!reg) continue;
    conferirPosicao(e, reg, e.linhas);
    // A line with the wrong number of fields is counted, but its fields are not read.
    anotar(e, reg, campos.length === REGISTROS[reg]?.campos.length ? campos : [reg], e.linhas);
  }
  conferirNoFim(e);
  return { linhas: e.linhas, achados: e.achados };
}
