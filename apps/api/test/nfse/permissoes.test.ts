import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../src/db/schema/auditoria.ts';
import { entrarComoOperador } from '../support/operador.ts';
import { type Cenario, montarCenario } from './cenario.ts';

let c: Cenario;
let operador: string;
let operadorId: number;
beforeAll(async () => {
  c = await montarCenario();
  ({ id: operadorId, token: operador } = await entrarComoOperador(c.t, c.token, {
    nome: 'Otávio Operador',
    email: 'otavio@empresa.local',
    senha: 'extrusora-azul-42',
  }));
});
afterAll(async () => c.t.close());

const CANCELAMENTO = { codigo_motivo: '2', justificativa: 'Serviço não foi prestado ao tomador' };

describe('NFS-e cancellation, reserved to an Administrador like the NF-e', () => {
  it('an Operador gets 403, audited, and the NFS-e and its receivable stay as they were', async () => {
    const emitida = await c.emitir(c.pedido());
    expect(emitida.status, JSON.stringify(emitida.body)).toBe(200);
    const id = emitida.body.id as number;
    const res = await c.t.request(`/api/nfse/cancelar/${id}`, {
      method: 'POST',
      token: operador,
      json: CANCELAMENTO,
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Apenas um Administrador pode realizar esta operação.' });
    const recusas = await c.t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'PERMISSAO_NEGADA'), eq(auditoria.idUsuario, operadorId)));
    expect(recusas.map((r) => r.detalhes)).toEqual([{ rota: 'POST /api/nfse/cancelar/:id' }]);
    expect((await c.obter(id)).status).toBe('Autorizada');
    expect((await c.recebiveis(id)).map((l) => l.status)).toEqual(['Pendente']);

    const cancelada = await c.api(`/nfse/cancelar/${id}`, 'POST', CANCELAMENTO);
    expect(cancelada.status, JSON.stringify(cancelada.body)).toBe(200);
    expect((await c.obter(id)).status).toBe('Cancelada');
  });
});
