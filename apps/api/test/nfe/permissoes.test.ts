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
    nome: 'Olívia Operadora',
    email: 'olivia@empresa.local',
    senha: 'granulado-verde-9',
  }));
});
afterAll(async () => c.t.close());

const INUTILIZACAO = {
  serie: 1,
  numero_inicial: 20,
  numero_final: 21,
  justificativa: 'Numeração pulada por falha do sistema',
};
const CANCELAMENTO = { justificativa: 'Pedido cancelado pelo cliente antes da entrega' };

async function vendaAutorizada() {
  const r = await c.salvarRascunho({
    id_cliente: c.idComprador,
    natureza_operacao: 'VENDA DE MERCADORIA',
    itens: [{ id_produto: c.idTampa, quantidade: '1', cfop: '5101' }],
  });
  const e = await c.emitir(r.body.id);
  expect(e.status, JSON.stringify(e.body)).toBe(200);
  return r.body.id;
}

describe('NF-e acts reserved to an Administrador', () => {
  it('an Operador can neither void numbers nor cancel an NF-e: 403, audited, nothing sent', async () => {
    const id = await vendaAutorizada();
    const comoOperador = (path: string, json: unknown) =>
      c.t.request(`/api${path}`, { method: 'POST', token: operador, json });
    for (const [path, json] of [
      ['/nfe/inutilizar', INUTILIZACAO],
      [`/nfe/cancelar/${id}`, CANCELAMENTO],
    ] as const) {
      const res = await comoOperador(path, json);
      expect(res.status, path).toBe(403);
      expect(await res.json()).toEqual({ error: 'Apenas um Administrador pode realizar esta operação.' });
    }
    const recusas = await c.t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'PERMISSAO_NEGADA'), eq(auditoria.idUsuario, operadorId)));
    expect(recusas.map((r) => r.detalhes)).toEqual([
      { rota: 'POST /api/nfe/inutilizar' },
      { rota: 'POST /api/nfe/cancelar/:id' },
    ]);
    expect((await c.obter(id)).status).toBe('Autorizada');
    expect(
      (await c.api<{ inutilizacoes: unknown[] }>('/nfe/numeracao/lacunas?serie=1')).body.inutilizacoes,
    ).toEqual([]);
  });

  it('the Administrador still voids and cancels', async () => {
    const inutilizada = await c.api('/nfe/inutilizar', 'POST', INUTILIZACAO);
    expect(inutilizada.status, JSON.stringify(inutilizada.body)).toBe(200);
    const id = await vendaAutorizada();
    const cancelada = await c.api(`/nfe/cancelar/${id}`, 'POST', CANCELAMENTO);
    expect(cancelada.status, JSON.stringify(cancelada.body)).toBe(200);
    expect((await c.obter(id)).status).toBe('Cancelada');
  });
});
