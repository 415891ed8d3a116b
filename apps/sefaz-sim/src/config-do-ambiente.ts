import { type ConfigSimulador, lerConfig } from './config.ts';

/**
 * A configuração inicial do simulador avulso (src/main.ts) pelas variáveis de ambiente:
 * - SEFAZ_SIM_CONFIG: JSON com os campos de PATCH /__control/config (ex.: {"destinatariosIrregulares": [...]}),
 *   para um teste subir o processo já com as recusas que quer;
 * - SEFAZ_SIM_AMBIENTE: 1 (produção) ou 2 (homologação, o padrão): o tpAmb que a SEFAZ e a Sefin atendem; outro
 *   tpAmb recebe 252 na NF-e e E0006 na NFS-e.
 * Ela é também a que POST /__control/reset restaura. Lança RangeError com a variável e o motivo.
 */
export function configDoAmbiente(env: NodeJS.ProcessEnv): Partial<ConfigSimulador> {
  let config: Partial<ConfigSimulador> = {};
  const json = env.SEFAZ_SIM_CONFIG?.trim();
  if (json) {
    let valor: unknown;
    try {
      valor = JSON.parse(json);
    } catch {
      throw new RangeError('SEFAZ_SIM_CONFIG não é JSON válido.');
    }
    try {
      config = lerConfig(valor);
    } catch (erro) {
      throw new RangeError(`SEFAZ_SIM_CONFIG: ${(erro as Error).message}`);
    }
  }
  const ambiente = env.SEFAZ_SIM_AMBIENTE?.trim();
  if (ambiente) {
    if (ambiente !== '1' && ambiente !== '2') {
      throw new RangeError('SEFAZ_SIM_AMBIENTE deve ser 1 (produção) ou 2 (homologação).');
    }
    if (config.tpAmb !== undefined && config.tpAmb !== ambiente) {
      throw new RangeError('SEFAZ_SIM_AMBIENTE e o tpAmb de SEFAZ_SIM_CONFIG divergem.');
    }
    config.tpAmb = ambiente;
  }
  return config;
}
