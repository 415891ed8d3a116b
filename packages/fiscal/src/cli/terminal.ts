import { readFileSync } from 'node:fs';

/** Saída do comando; no processo real é stdout/stderr, nos testes pode ser um acumulador. */
export interface Terminal {
  escrever(linha: string): void;
  erro(linha: string): void;
}

/** Códigos de saída do `npm run fiscal`. */
export const CODIGO = {
  SUCESSO: 0,
  /** Documento, chave ou certificado inválido. */
  INVALIDO: 1,
  /** Uso incorreto: comando ou opção faltando, arquivo inexistente, senha errada. */
  USO: 2,
} as const;

export type CodigoSaida = (typeof CODIGO)[keyof typeof CODIGO];

/** Variável de ambiente com a senha do PFX, para não deixá-la no histórico do shell nem na lista de processos. */
export const VARIAVEL_SENHA = 'FISCAL_PFX_SENHA';

/** Erro de uso: a mensagem vai para stderr e o código de saída é 2. */
export class UsoIncorretoError extends Error {
  override readonly name = 'UsoIncorretoError';
}

export function lerArquivo(caminho: string): Buffer {
  try {
    return readFileSync(caminho);
  } catch (erro) {
    const codigo = (erro as NodeJS.ErrnoException).code;
    if (codigo === 'ENOENT') throw new UsoIncorretoError(`Arquivo não encontrado: ${caminho}`);
    if (codigo === 'EISDIR') throw new UsoIncorretoError(`${caminho} é uma pasta, não um arquivo.`);
    throw new UsoIncorretoError(`Não foi possível ler ${caminho}: ${(erro as Error).message}`);
  }
}
