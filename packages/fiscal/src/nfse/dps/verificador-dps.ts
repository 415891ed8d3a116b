import { normalizarTextoLivre } from '../../nfe/build/texto-livre.ts';
import type { ProblemaDps } from './dps-invalida-error.ts';

/** Junta os problemas da entrada da DPS (campo, mensagem, código da Sefin) e limpa os textos como o leiaute pede. */

export const DATA_HORA = /^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}[-+][0-9]{2}:[0-9]{2}$/;
export const DATA = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

export class Verificador {
  readonly problemas: ProblemaDps[] = [];

  falha(campo: string, mensagem: string, codigo?: string): void {
    this.problemas.push({ campo, mensagem, ...(codigo ? { codigo } : {}) });
  }

  /**
   * Texto livre normalizado pela regra de nfe/build/texto-livre.ts (a mesma dos schemas de contracts): só Latin-1,
   * espaços das pontas tirados e repetidos juntados; quebras de linha só onde o tipo as aceita (multilinha).
   */
  texto(campo: string, valor: string | undefined, maximo: number, multilinha = false): string | undefined {
    if (valor === undefined) return undefined;
    const { texto: limpo, recusados } = normalizarTextoLivre(valor, {
      quebrasDeLinha: multilinha ? 'manter' : 'espaco',
    });
    if (limpo === '') return undefined;
    for (const c of recusados) {
      this.falha(campo, `Caractere "${c}" não é aceito pela NFS-e em ${campo}.`);
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

export function soDigitos(valor: string | undefined): string | undefined {
  return valor?.replace(/[.\-/\s()]/g, '');
}

export function requerido(v: Verificador, campo: string, valor: string | undefined): string | undefined {
  v.obrigatorio(campo, valor);
  return valor;
}
