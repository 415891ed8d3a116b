import type { Database } from '../../db/client.ts';
import { enviosEmail } from '../../db/schema/envios-email.ts';
import type { AmbienteDocumento } from './contabilidade.repository.ts';

/** One outbox row of 'Enviar ao contador': the worker rebuilds the period's .zip when it sends it. */
export async function inserirEnvioAoContador(
  db: Database,
  values: {
    destinatario: string;
    exportacaoInicio: string;
    exportacaoFim: string;
    exportacaoDanfe: boolean;
    exportacaoAmbiente: AmbienteDocumento;
    idUsuario: number;
  },
) {
  await db.insert(enviosEmail).values(values);
}
