import type { ProblemaDps } from './dps-invalida-error.ts';

/** Junta os problemas da entrada da DPS (campo, mensagem, código da Sefin) e limpa os textos como o leiaute pede. */

export const DATA_HORA = /^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}[-+][0-9]{2}:[0-9]{2}$/;
export const DATA = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

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

export class Verificador {
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

export function soDigitos(valor: string | undefined): string | undefined {
  return valor?.replace(/[.\-/\s()]/g, '');
}

export function requerido(v: Verificador, campo: string, valor: string | undefined): string | undefined {
  v.obrigatorio(campo, valor);
  return valor;
}
