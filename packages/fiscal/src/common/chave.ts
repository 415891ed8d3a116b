/**
 * Chave de acesso da NF-e/NFC-e (44 caracteres):
 * cUF(2) AAMM(4) CNPJ(14) mod(2) série(3) nNF(9) tpEmis(1) cNF(8) cDV(1).
 *
 * Com o CNPJ alfanumérico a chave passa a ter letras nas posições 7 a 18 (padrão
 * `[0-9]{6}[A-Z0-9]{12}[0-9]{26}`), e o cDV conta cada caractere como o seu código ASCII menos 48, assim os
 * dígitos continuam valendo o que sempre valeram.
 */

import { siglaDoCUF } from './uf.ts';

export const FORMATO_CHAVE = /^[0-9]{6}[A-Z0-9]{12}[0-9]{26}$/;

export interface PartesChave {
  /** Código IBGE da UF do emitente, 2 dígitos. */
  cUF: string;
  /** Ano e mês de emissão, AAMM. */
  aamm: string;
  /** CNPJ do emitente (14 caracteres) ou, para pessoa física, o CPF com três zeros à esquerda. */
  cnpj: string;
  mod: string;
  serie: string;
  nNF: string;
  tpEmis: string;
  cNF: string;
  cDV: string;
}

export type EntradaChave = {
  [K in Exclude<keyof PartesChave, 'cDV'>]: string | number;
};

const TAMANHOS: Record<Exclude<keyof PartesChave, 'cDV' | 'cnpj'>, number> = {
  cUF: 2,
  aamm: 4,
  mod: 2,
  serie: 3,
  nNF: 9,
  tpEmis: 1,
  cNF: 8,
};

/** Dígito verificador: módulo 11, pesos 2..9 da direita para a esquerda; resto 0 ou 1 dá 0. */
export function calcularDvChave(chave43: string): string {
  if (!/^[0-9]{6}[A-Z0-9]{12}[0-9]{25}$/.test(chave43)) {
    throw new RangeError(`Chave sem DV inválida: "${chave43}" (esperados 43 caracteres).`);
  }
  let soma = 0;
  let peso = 2;
  for (let i = chave43.length - 1; i >= 0; i--) {
    soma += (chave43.charCodeAt(i) - 48) * peso;
    peso = peso === 9 ? 2 : peso + 1;
  }
  const resto = soma % 11;
  return String(resto < 2 ? 0 : 11 - resto);
}

function campoNumerico(nome: string, valor: string | number, tamanho: number): string {
  const texto = String(valor).trim();
  if (!/^[0-9]+$/.test(texto) || texto.length > tamanho) {
    throw new RangeError(
      `Campo ${nome} inválido para a chave de acesso: "${valor}" (até ${tamanho} dígitos).`,
    );
  }
  return texto.padStart(tamanho, '0');
}

/** Monta a chave de 44 caracteres, completando com zeros à esquerda e calculando o cDV. */
export function montarChave(partes: EntradaChave): string {
  const documento = String(partes.cnpj)
    .replace(/[.\-/\s]/g, '')
    .toUpperCase();
  // Emitente pessoa física (produtor rural): o CPF ocupa as 14 posições do CNPJ com zeros à esquerda.
  const cnpj = /^[0-9]{11}$/.test(documento) ? documento.padStart(14, '0') : documento;
  if (!/^[0-9A-Z]{12}[0-9]{2}$/.test(cnpj)) {
    throw new RangeError(`CNPJ inválido para a chave de acesso: "${partes.cnpj}".`);
  }
  const aamm = campoNumerico('AAMM', partes.aamm, TAMANHOS.aamm);
  const mes = Number(aamm.slice(2));
  if (mes < 1 || mes > 12) {
    throw new RangeError(`Mês inválido em AAMM: "${partes.aamm}".`);
  }
  const chave43 =
    campoNumerico('cUF', partes.cUF, TAMANHOS.cUF) +
    aamm +
    cnpj +
    campoNumerico('mod', partes.mod, TAMANHOS.mod) +
    campoNumerico('serie', partes.serie, TAMANHOS.serie) +
    campoNumerico('nNF', partes.nNF, TAMANHOS.nNF) +
    campoNumerico('tpEmis', partes.tpEmis, TAMANHOS.tpEmis) +
    campoNumerico('cNF', partes.cNF, TAMANHOS.cNF);
  return chave43 + calcularDvChave(chave43);
}

/** Separa a chave nos seus campos, sem conferir o DV (veja validarChave). */
export function decomporChave(chave: string): PartesChave {
  const limpa = chave.replace(/\s/g, '');
  if (!FORMATO_CHAVE.test(limpa)) {
    throw new RangeError(`Chave de acesso em formato inválido: "${chave}".`);
  }
  return {
    cUF: limpa.slice(0, 2),
    aamm: limpa.slice(2, 6),
    cnpj: limpa.slice(6, 20),
    mod: limpa.slice(20, 22),
    serie: limpa.slice(22, 25),
    nNF: limpa.slice(25, 34),
    tpEmis: limpa.slice(34, 35),
    cNF: limpa.slice(35, 43),
    cDV: limpa.slice(43, 44),
  };
}

export interface ResultadoChave {
  valida: boolean;
  /** Motivos em português, vazio quando a chave é válida. */
  erros: string[];
  partes?: PartesChave;
}

/** Confere formato, DV, UF, mês e modelo, explicando cada problema encontrado. */
export function validarChave(chave: string): ResultadoChave {
  const limpa = chave.replace(/\s/g, '');
  if (!FORMATO_CHAVE.test(limpa)) {
    const erro =
      limpa.length === 44
        ? 'A chave de acesso tem caracteres inválidos (só dígitos, e letras maiúsculas na posição do CNPJ).'
        : `A chave de acesso deve ter 44 caracteres; esta tem ${limpa.length}.`;
    return { valida: false, erros: [erro] };
  }
  const partes = decomporChave(limpa);
  const erros: string[] = [];
  const dv = calcularDvChave(limpa.slice(0, 43));
  if (dv !== partes.cDV) {
    erros.push(`Dígito verificador incorreto: esperado ${dv}, informado ${partes.cDV}.`);
  }
  try {
    siglaDoCUF(partes.cUF);
  } catch {
    erros.push(`Código de UF inexistente: ${partes.cUF}.`);
  }
  const mes = Number(partes.aamm.slice(2));
  if (mes < 1 || mes > 12) {
    erros.push(`Mês de emissão inválido: ${partes.aamm.slice(2)}.`);
  }
  if (partes.mod !== '55' && partes.mod !== '65') {
    erros.push(`Modelo ${partes.mod} não é NF-e (55) nem NFC-e (65).`);
  }
  return { valida: erros.length === 0, erros, partes };
}

/** Formato e DV corretos (não consulta a SEFAZ). */
export function isChaveValida(chave: string): boolean {
  return validarChave(chave).valida;
}
