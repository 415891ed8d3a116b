/**
 * The register tables of the EFD ICMS/IPI that the Bloco K file uses, as the Guia Prático EFD-ICMS/IPI version
 * 3.1.8 (31/10/2024) lists them: field order, type (C text, N number), size (`exato` for the sizes marked with *)
 * and decimals, and whether the field is obligatory ('O') or conditional ('OC'). The writer formats from these
 * and the validator checks every line against them: one table, so the two cannot disagree.
 */
export type TipoCampo = 'C' | 'N';

export interface Campo {
  nome: string;
  tipo: TipoCampo;
  /** Maximum length (or the exact one, with `exato`); absent: no limit in the Guia. */
  tamanho?: number;
  exato?: boolean;
  /** Decimals of an N field; absent for integers, codes and dates. */
  decimais?: number;
  obrigatorio: boolean;
}

export interface Registro {
  /** Hierarchy level of the Guia: 0 the file's opening, 1 a block's opening and closing, 2.. its children. */
  nivel: number;
  /** The registers one of which must be this one's nearest ancestor (level - 1). */
  pais?: readonly string[];
  campos: readonly Campo[];
}

const c = (nome: string, tamanho?: number, obrigatorio = true, exato = false): Campo => ({
  nome,
  tipo: 'C',
  ...(tamanho ? { tamanho } : {}),
  ...(exato ? { exato } : {}),
  obrigatorio,
});
const n = (nome: string, tamanho?: number, obrigatorio = true, exato = false): Campo => ({
  nome,
  tipo: 'N',
  ...(tamanho ? { tamanho } : {}),
  ...(exato ? { exato } : {}),
  obrigatorio,
});
const dec = (nome: string, decimais: number, obrigatorio = true, tamanho?: number): Campo => ({
  nome,
  tipo: 'N',
  decimais,
  ...(tamanho ? { tamanho } : {}),
  obrigatorio,
});
const data = (nome: string, obrigatorio = true) => n(nome, 8, obrigatorio, true);
const REG = c('REG', 4, true, true);

export const REGISTROS: Readonly<Record<string, Registro>> = {
  // Bloco 0
  '0000': {
    nivel: 0,
    campos: [
      REG,
      n('COD_VER', 3, true, true),
      n('COD_FIN', 1),
      data('DT_INI'),
      data('DT_FIN'),
      c('NOME', 100),
      n('CNPJ', 14, false, true),
      n('CPF', 11, false, true),
      c('UF', 2, true, true),
      c('IE', 14),
      n('COD_MUN', 7, true, true),
      c('IM', undefined, false),
      c('SUFRAMA', 9, false, true),
      c('IND_PERFIL', 1),
      n('IND_ATIV', 1),
    ],
  },
  '0001': { nivel: 1, campos: [REG, n('IND_MOV', 1)] },
  '0150': {
    nivel: 2,
    pais: ['0001'],
    campos: [
      REG,
      c('COD_PART', 60),
      c('NOME', 100),
      n('COD_PAIS', 5),
      n('CNPJ', 14, false, true),
      n('CPF', 11, false, true),
      c('IE', 14, false),
      n('COD_MUN', 7, false, true),
      c('SUFRAMA', 9, false, true),
      c('END', 60),
      c('NUM', 10, false),
      c('COMPL', 60, false),
      c('BAIRRO', 60, false),
    ],
  },
  '0190': { nivel: 2, pais: ['0001'], campos: [REG, c('UNID', 6), c('DESCR')] },
  '0200': {
    nivel: 2,
    pais: ['0001'],
    campos: [
      REG,
      c('COD_ITEM', 60),
      c('DESCR_ITEM'),
      c('COD_BARRA', undefined, false),
      c('COD_ANT_ITEM', 60, false),
      c('UNID_INV', 6),
      n('TIPO_ITEM', 2, true, true),
      c('COD_NCM', 8, false, true),
      c('EX_IPI', 3, false),
      n('COD_GEN', 2, false, true),
      c('COD_LST', 5, false),
      dec('ALIQ_ICMS', 2, false, 6),
      n('CEST', 7, false, true),
    ],
  },
  '0990': { nivel: 1, campos: [REG, n('QTD_LIN_0')] },
  // Bloco H (inventário), before the K as the Guia orders the blocks
  H001: { nivel: 1, campos: [REG, n('IND_MOV', 1, true, true)] },
  H005: {
    nivel: 2,
    pais: ['H001'],
    campos: [REG, data('DT_INV'), dec('VL_INV', 2), c('MOT_INV', 2, true, true)],
  },
  H010: {
    nivel: 3,
    pais: ['H005'],
    campos: [
      REG,
      c('COD_ITEM', 60),
      c('UNID', 6),
      dec('QTD', 3),
      dec('VL_UNIT', 6),
      dec('VL_ITEM', 2),
      c('IND_PROP', 1, true, true),
      c('COD_PART', 60, false),
      c('TXT_COMPL', undefined, false),
      c('COD_CTA', undefined, false),
      dec('VL_ITEM_IR', 2, false),
    ],
  },
  H990: { nivel: 1, campos: [REG, n('QTD_LIN_H')] },
  // Bloco K
  K001: { nivel: 1, campos: [REG, c('IND_MOV', 1, true, true)] },
  K010: { nivel: 2, pais: ['K001'], campos: [REG, c('IND_TP_LEIAUTE', 1, true, true)] },
  K100: { nivel: 2, pais: ['K001'], campos: [REG, data('DT_INI'), data('DT_FIN')] },
  K200: {
    nivel: 3,
    pais: ['K100'],
    campos: [
      REG,
      data('DT_EST'),
      c('COD_ITEM', 60),
      dec('QTD', 3),
      c('IND_EST', 1),
      c('COD_PART', 60, false),
    ],
  },
  K230: {
    nivel: 3,
    pais: ['K100'],
    campos: [
      REG,
      data('DT_INI_OP', false),
      data('DT_FIN_OP', false),
      c('COD_DOC_OP', 30, false),
      c('COD_ITEM', 60),
      dec('QTD_ENC', 6),
    ],
  },
  K235: {
    nivel: 4,
    pais: ['K230'],
    campos: [REG, data('DT_SAÍDA'), c('COD_ITEM', 60), dec('QTD', 6), c('COD_INS_SUBST', 60, false)],
  },
  K250: {
    nivel: 3,
    pais: ['K100'],
    campos: [REG, data('DT_PROD'), c('COD_ITEM', 60), dec('QTD', 6)],
  },
  K255: {
    nivel: 4,
    pais: ['K250'],
    campos: [REG, data('DT_CONS'), c('COD_ITEM', 60), dec('QTD', 6), c('COD_INS_SUBST', 60, false)],
  },
  K280: {
    nivel: 3,
    pais: ['K100'],
    campos: [
      REG,
      data('DT_EST'),
      c('COD_ITEM', 60),
      dec('QTD_COR_POS', 3, false),
      dec('QTD_COR_NEG', 3, false),
      c('IND_EST', 1, true, true),
      c('COD_PART', 60, false),
    ],
  },
  K990: { nivel: 1, campos: [REG, n('QTD_LIN_K')] },
  // Bloco 9
  '9001': { nivel: 1, campos: [REG, n('IND_MOV', 1, true, true)] },
  '9900': { nivel: 2, pais: ['9001'], campos: [REG, c('REG_BLC', 4, true, true), n('QTD_REG_BLC')] },
  '9990': { nivel: 1, campos: [REG, n('QTD_LIN_9')] },
  '9999': { nivel: 0, campos: [REG, n('QTD_LIN')] },
};

/** COD_VER of the 0000 per year of DT_FIN (Ato COTEPE/ICMS 44/2018, Tabela Versão do Leiaute). */
export const VERSOES_DO_LEIAUTE: Readonly<Record<number, string>> = {
  2023: '017',
  2024: '018',
  2025: '019',
  2026: '020',
};
