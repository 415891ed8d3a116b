import { parseArgs } from 'node:util';
import { CertificadoError } from '../cert/certificado-error.ts';
import { CODIGO, type CodigoSaida, type Terminal, UsoIncorretoError, VARIAVEL_SENHA } from './terminal.ts';

export interface OpcoesCli {
  pfx?: string | undefined;
  senha?: string | undefined;
  saida?: string | undefined;
}

interface Comando {
  uso: string;
  descricao: string;
  /** Opções aceitas; qualquer outra é uso incorreto. */
  opcoes: readonly (keyof OpcoesCli)[];
  executar: (
    posicionais: string[],
    opcoes: OpcoesCli,
    terminal: Terminal,
  ) => CodigoSaida | Promise<CodigoSaida>;
}

/**
 * Um comando novo (ex.: danfe) é uma entrada a mais nesta tabela. Cada um é importado só quando usado: carregar
 * o libxml2 e os schemas custa quase um segundo, que `chave` e `certificado` não precisam pagar.
 */
export const COMANDOS: Readonly<Record<string, Comando>> = {
  validar: {
    uso: 'validar <arquivo.xml>',
    descricao:
      'valida NF-e, nfeProc, evento, inutilização, DPS ou NFS-e pelo schema, assinatura e regras da chave',
    opcoes: [],
    executar: async (posicionais, _, terminal) =>
      (await import('./comando-validar.ts')).comandoValidar(posicionais, terminal),
  },
  assinar: {
    uso: 'assinar <arquivo.xml> --pfx <arquivo.pfx> --senha <senha> --saida <saida.xml>',
    descricao: 'assina NF-e, lote, evento, inutilização, DPS ou pedido de evento da NFS-e',
    opcoes: ['pfx', 'senha', 'saida'],
    executar: async (posicionais, opcoes, terminal) =>
      (await import('./comando-assinar.ts')).comandoAssinar(posicionais, opcoes, terminal),
  },
  chave: {
    uso: 'chave <chave>',
    descricao: 'confere e explica uma chave de acesso',
    opcoes: [],
    executar: async (posicionais, _, terminal) =>
      (await import('./comando-chave.ts')).comandoChave(posicionais, terminal),
  },
  danfe: {
    uso: 'danfe <arquivo.xml> <saida.pdf>',
    descricao: 'gera o DANFE (PDF) de uma NF-e ou nfeProc',
    opcoes: [],
    executar: async (posicionais, _, terminal) =>
      (await import('./comando-danfe.ts')).comandoDanfe(posicionais, terminal),
  },
  certificado: {
    uso: 'certificado <arquivo.pfx> --senha <senha>',
    descricao: 'mostra titular, CNPJ, validade e cifra de um certificado A1',
    opcoes: ['senha'],
    executar: async (posicionais, opcoes, terminal) =>
      (await import('./comando-certificado.ts')).comandoCertificado(posicionais, opcoes, terminal),
  },
};

function ajuda(): string {
  const linhas = Object.values(COMANDOS).map((c) => `  ${c.uso}\n      ${c.descricao}`);
  return [
    'Uso: npm run fiscal -- <comando> [argumentos]',
    '',
    'Comandos:',
    ...linhas,
    '',
    `A senha do certificado também pode vir da variável ${VARIAVEL_SENHA}.`,
    'Códigos de saída: 0 sucesso, 1 documento, chave ou certificado inválido, 2 uso incorreto.',
  ].join('\n');
}

function lerArgumentos(args: readonly string[]) {
  try {
    return parseArgs({
      args: [...args],
      options: {
        pfx: { type: 'string' },
        senha: { type: 'string' },
        saida: { type: 'string' },
        ajuda: { type: 'boolean', short: 'h' },
        help: { type: 'boolean' },
      },
      allowPositionals: true,
      strict: true,
    });
  } catch (erro) {
    throw new UsoIncorretoError(`Argumentos inválidos: ${(erro as Error).message}`);
  }
}

async function despachar(args: readonly string[], terminal: Terminal): Promise<CodigoSaida> {
  const { values, positionals } = lerArgumentos(args);
  const [nome, ...posicionais] = positionals;
  if (values.ajuda || values.help || nome === 'ajuda') {
    terminal.escrever(ajuda());
    return CODIGO.SUCESSO;
  }
  if (!nome) throw new UsoIncorretoError(ajuda());
  const comando = COMANDOS[nome];
  if (!comando) throw new UsoIncorretoError(`Comando desconhecido: ${nome}\n\n${ajuda()}`);
  const opcoes: OpcoesCli = { pfx: values.pfx, senha: values.senha, saida: values.saida };
  for (const [opcao, valor] of Object.entries(opcoes)) {
    if (valor !== undefined && !comando.opcoes.includes(opcao as keyof OpcoesCli)) {
      throw new UsoIncorretoError(`A opção --${opcao} não se aplica ao comando ${nome}. Uso: ${comando.uso}`);
    }
  }
  return comando.executar(posicionais, opcoes, terminal);
}

/** Executa a linha de comando e devolve o código de saída; mensagens de erro vão para terminal.erro. */
export async function executarCli(args: readonly string[], terminal: Terminal): Promise<CodigoSaida> {
  try {
    return await despachar(args, terminal);
  } catch (erro) {
    if (erro instanceof UsoIncorretoError) {
      terminal.erro(erro.message);
      return CODIGO.USO;
    }
    if (erro instanceof CertificadoError || (erro instanceof Error && erro.name === 'XmlInvalidoError')) {
      terminal.erro(erro.message);
      return CODIGO.INVALIDO;
    }
    terminal.erro(`Erro inesperado: ${erro instanceof Error ? erro.message : String(erro)}`);
    return CODIGO.INVALIDO;
  }
}
