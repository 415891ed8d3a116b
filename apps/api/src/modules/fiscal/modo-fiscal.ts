import type { Database } from '../../db/client.ts';
import { findModoFiscal } from './configuracao-fiscal.repository.ts';

/** Where fiscal documents go: 'simulacao' (the default of a fresh install), 'homologacao' or 'producao'. */
export type ModoFiscal = 'simulacao' | 'homologacao' | 'producao';

const MODOS: readonly string[] = ['simulacao', 'homologacao', 'producao'] satisfies ModoFiscal[];

function isModoFiscal(valor: string | undefined): valor is ModoFiscal {
  return valor !== undefined && MODOS.includes(valor);
}

/**
 * The stored environment (Preferências > Dados da Empresa, PUT /api/fiscal/ambiente). One indexed read, on every
 * call, so a change made by one API process applies at once in the others. Without the row (a database restored
 * from before migration 0025) it is simulação, the default.
 */
export async function lerModoFiscal(db: Database): Promise<ModoFiscal> {
  const modo = await findModoFiscal(db);
  return isModoFiscal(modo) ? modo : 'simulacao';
}
