import type { TAchadoBlocoK } from '@erp/contracts/bloco-k';
import { REGISTROS } from './registros-efd.ts';
import { validarLinha } from './validar-campos.ts';

/** The order of the blocks in the file and the register that closes each, with its count field. */
const BLOCOS = ['0', 'K', '9'] as const;

interface Estado {
  achados: TAchadoBlocoK[];
  linhas: number;
  /** The last register seen per hierarchy level: the parent a child must have. */
  ultimoNoNivel: (string | undefined)[];
  bloco: number;
  porRegistro: Map<string, number>;
  porBloco: Map<string, number>;
  itens: Set<string>;
  unidades: Set<string>;
  participantes: Set<string>;
  /** References to check once the whole file is read: [register, line, kind, code]. */
  referencias: [string, number, 'item' | 'participante' | 'unidade', string][];
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
    e.achados.push(erro(reg, linha, `O registro ${reg} está fora da ordem dos blocos (0, K, 9).`));
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
    e.itens.add(c[1] as string);
    e.referencias.push([reg, linha, 'unidade', c[5] as string]);
  }
  if (reg === 'K100') e.dtFinK100 = c[2];
  if (reg === 'K200' || reg === 'K230' || reg === 'K235') {
    e.referencias.push([reg, linha, 'item', c[reg === 'K230' ? 4 : 2] as string]);
  }
  if (reg === 'K200') {
    if (c[1] !== e.dtFinK100) e.achados.push(erro(reg, linha, 'DT_EST deve ser a data final do K100.'));
    if (c[4] !== '0' && c[4] !== '1' && c[4] !== '2')
      e.achados.push(erro(reg, linha, 'IND_EST deve ser 0, 1 ou 2.'));
    if (c[4] !== '0' && !c[5])
      e.achados.push(erro(reg, linha, 'Com IND_EST 1 ou 2 o COD_PART é obrigatório.'));
    if (c[5]) e.referencias.push([reg, linha, 'participante', c[5]]);
  }
  if (reg === '9900') e.contagens9900.push([linha, c[1] as string, Number(c[2])]);
  if (reg.endsWith('990') || reg === '9999') e.fechamentos.push([reg, linha, bloco, Number(c[1])]);
}

const NOMES = {
  item: ['COD_ITEM', '0200'],
  participante: ['COD_PART', '0150'],
  unidade: ['UNID_INV', '0190'],
};

function conferirNoFim(e: Estado): void {
  const conjuntos = { item: e.itens, participante: e.participantes, unidade: e.unidades };
  for (const [reg, linha, tipo, codigo] of e.referencias) {
    const [campo, onde] = NOMES[tipo];
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
    itens: new Set(),
    unidades: new Set(),
    participantes: new Set(),
    referencias: [],
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
