import { readFileSync } from 'node:fs';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { carregarCertificadoDaEmpresa } from './carregar-certificado-da-empresa.ts';
import type { ConexaoFiscal, ModoFiscal } from './conexao-fiscal.ts';
import { conexaoReal, type OpcoesConexaoReal } from './conexao-real.ts';
import type { ConexaoSimulacao } from './conexao-simulacao.ts';
import { lerModoFiscal } from './modo-fiscal.ts';

export type { EmpresaFiscal, ModoFiscal } from './conexao-fiscal.ts';

/**
 * Where fiscal documents go. The company chooses the environment (Preferências > Dados da Empresa): simulação,
 * the default of a fresh install, homologação or produção. A new document goes to the environment chosen when
 * it is issued; a stored one is always consulted, resent and cancelled in the environment it was issued in.
 */
export interface AmbienteFiscal {
  /** The company's environment now: where a new document goes. */
  atual(): Promise<ConexaoFiscal>;
  /** The environment a stored document was issued in. */
  doModo(modo: ModoFiscal): ConexaoFiscal;
  /** The in-process simulator, reached only in simulação. */
  readonly simulacao: ConexaoSimulacao;
  close(): Promise<void>;
}

export function criarAmbienteFiscal(opcoes: {
  simulacao: ConexaoSimulacao;
  /** The stored setting (modo-fiscal.ts); read on every operation, so a change applies at once. */
  lerModo: () => Promise<ModoFiscal>;
  real: Omit<OpcoesConexaoReal, 'modo'>;
}): AmbienteFiscal {
  const homologacao = conexaoReal({ ...opcoes.real, modo: 'homologacao' });
  const producao = conexaoReal({ ...opcoes.real, modo: 'producao' });
  const doModo = (modo: ModoFiscal): ConexaoFiscal =>
    modo === 'producao' ? producao : modo === 'homologacao' ? homologacao : opcoes.simulacao;
  return {
    async atual() {
      return doModo(await opcoes.lerModo());
    },
    doModo,
    simulacao: opcoes.simulacao,
    async close() {
      await Promise.all([homologacao.close(), producao.close(), opcoes.simulacao.close()]);
    },
  };
}

function lerCasExtras(arquivo: string | undefined): string[] {
  if (!arquivo) return [];
  try {
    return [readFileSync(arquivo, 'utf8')];
  } catch (erro) {
    throw new Error(`Configuração inválida: FISCAL_CA_FILE (${arquivo}): ${(erro as Error).message}`);
  }
}

/** The app's environments: the stored setting, the company's stored A1, and the endpoints of the configuration. */
export function ambienteFiscalDoApp(
  db: Database,
  config: Config,
  simulacao: ConexaoSimulacao,
): AmbienteFiscal {
  const fiscal: AmbienteFiscal = criarAmbienteFiscal({
    simulacao,
    lerModo: () => lerModoFiscal(db),
    real: {
      carregarCertificado: () => carregarCertificadoDaEmpresa({ db, config }),
      sefazOrigem: config.fiscal.sefazEndpointBase,
      sefinOrigem: config.fiscal.sefinEndpointBase,
      timeoutSegundos: config.fiscal.timeoutSegundos,
      casExtras: lerCasExtras(config.fiscal.caArquivo),
    },
  });
  return fiscal;
}
