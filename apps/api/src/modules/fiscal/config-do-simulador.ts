import { type ConfigSimulador, lerConfig } from '@erp/sefaz-sim/config';

// The simulator is a dependency of this module alone (scripts/conferir-importacoes.mjs): config.ts reads
// SEFAZ_SIM_CONFIG through here, so nothing else in the API imports @erp/sefaz-sim.
export type { ConfigSimulador };

/** SEFAZ_SIM_CONFIG read as the simulator's settings; empty keeps its defaults. */
export function configDoSimulador(json: string | undefined): Partial<ConfigSimulador> {
  if (!json?.trim()) return {};
  let valor: unknown;
  try {
    valor = JSON.parse(json);
  } catch {
    throw new Error('Configuração inválida: SEFAZ_SIM_CONFIG não é JSON válido.');
  }
  try {
    return lerConfig(valor);
  } catch (error) {
    throw new Error(`Configuração inválida: SEFAZ_SIM_CONFIG: ${(error as Error).message}`);
  }
}
