import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estoqueMovimentos } from '../../src/db/schema/estoque.ts';
import { type Cenario, montarCenario, PP } from './cenario.ts';

let c: Cenario;
let idTubo: number;
beforeAll(async () => {
  c = await montarCenario();
  const r = await c.api<{ id: number }>('/produtos', 'POST', {
    nome: 'Tubo 20mm',
    codigo_interno: 'TUBO-20',
    ncm: '39172300',
    preco_venda: '5.00',
    estoque_atual: '50.00',
    cfop_padrao: '5101',
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  idTubo = r.body.id;
});
afterAll(async () => c.t.close());

const RODADAS = 10;
const LINHAS = 5;

/**
 * A sale of both products, five lines of 0,1 kg of the first then five of the second: each note holds its first
 * product's row while it writes five lines, the window in which the other note takes the other product.
 */
async function rascunho(primeiro: number, segundo: number) {
  const r = await c.salvarRascunho({
    id_cliente: c.idComprador,
    natureza_operacao: 'VENDA DE MERCADORIA',
    itens: [...Array(LINHAS).fill(primeiro), ...Array(LINHAS).fill(segundo)].map((id_produto) => ({
      id_produto,
      quantidade: '0.1',
      cfop: '5101',
    })),
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.id;
}

const cancelar = (id: number) =>
  c.api(`/nfe/cancelar/${id}`, 'POST', { justificativa: 'Teste de cancelamentos simultâneos' });

describe('estoque de duas notas com os mesmos produtos em ordem inversa', () => {
  it('authorised and cancelled at the same time, round after round: never a deadlock nor a 500, stock exact', async () => {
    const tampaAntes = await c.estoque(c.idTampa);
    const tuboAntes = await c.estoque(idTubo);
    const ids: number[] = [];
    for (let i = 0; i < RODADAS; i++) {
      const a = await rascunho(c.idTampa, idTubo);
      const b = await rascunho(idTubo, c.idTampa);
      ids.push(a, b);
      const emissoes = await Promise.all([c.emitir(a), c.emitir(b)]);
      expect(
        emissoes.map((r) => r.status),
        JSON.stringify(emissoes.map((r) => r.body)),
      ).toEqual([200, 200]);
      const cancelamentos = await Promise.all([cancelar(a), cancelar(b)]);
      expect(
        cancelamentos.map((r) => r.status),
        JSON.stringify(cancelamentos.map((r) => r.body)),
      ).toEqual([200, 200]);
    }
    // Every exit came back: the balances are where they started.
    expect(await c.estoque(c.idTampa)).toBe(tampaAntes);
    expect(await c.estoque(idTubo)).toBe(tuboAntes);
    const movimentos = await c.t.db
      .select()
      .from(estoqueMovimentos)
      .where(
        and(
          inArray(
            estoqueMovimentos.idDocumento,
            ids.map((id) => String(id)),
          ),
          eq(estoqueMovimentos.idProduto, idTubo),
        ),
      );
    // One exit and one reversal of 0,1 kg per line of each note.
    expect(movimentos.filter((m) => m.origem === 'SAIDA_NFE').map((m) => m.quantidadeKg)).toEqual(
      Array(RODADAS * 2 * LINHAS).fill('-0.1000'),
    );
    expect(movimentos.filter((m) => m.origem === 'ESTORNO_NFE').map((m) => m.quantidadeKg)).toEqual(
      Array(RODADAS * 2 * LINHAS).fill('0.1000'),
    );
  });
});

describe('saldos de duas devoluções com os mesmos itens de entrada em ordem inversa', () => {
  it('emitted at the same time, round after round: never a deadlock nor a 500, balances exact', async () => {
    const remessa = await c.importarRemessa([PP, { ...PP, qCom: '50.0000', vProd: '400.00' }]);
    const idCliente = await c.idClienteRemessa();
    await c.definirReferenciacao(idCliente, 'MANUAL');
    const [primeiro, segundo] = remessa.itens.map((i) => i.id) as [number, number];
    const devolucao = async (idItens: number[]) => {
      const r = await c.salvarRascunho({
        id_cliente: idCliente,
        natureza_operacao: 'RETORNO DE INDUSTRIALIZACAO',
        itens: idItens.map((id_item_entrada) => ({
          id_produto: c.idPP,
          quantidade: '0.1',
          cfop: '5902',
          id_item_entrada,
        })),
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.id;
    };
    for (let i = 0; i < RODADAS; i++) {
      const a = await devolucao([primeiro, segundo]);
      const b = await devolucao([segundo, primeiro]);
      const emissoes = await Promise.all([c.emitir(a), c.emitir(b)]);
      expect(
        emissoes.map((r) => r.status),
        JSON.stringify(emissoes.map((r) => r.body)),
      ).toEqual([200, 200]);
    }
    // Two notes took 0,1 kg of each item per round.
    expect(await c.saldo(remessa.id)).toEqual(['98.0000', '48.0000']);
  });
});
