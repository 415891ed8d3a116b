import type { TEntradaItemDetalhe } from '@erp/contracts/entradas';
import type { THistoricoMaterial } from '@erp/contracts/material-terceiros';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cenario, montarCenario, PP } from '../nfe/cenario.ts';

let c: Cenario;
beforeAll(async () => {
  c = await montarCenario();
});
afterAll(async () => c.t.close());

describe("an entry item's returns, with the 5124 service line of the same NF-e", () => {
  it('count only the material returned (5902), in the entry’s item history and in Material de Terceiros alike', async () => {
    const remessa = await c.importarRemessa([PP]); // 100 kg
    const idItem = remessa.itens[0]?.id as number;
    const idCliente = await c.idClienteRemessa();
    const rascunho = await c.salvarRascunho({
      id_cliente: idCliente,
      natureza_operacao: 'RETORNO DE INDUSTRIALIZACAO',
      itens: [
        { id_produto: c.idPP, quantidade: '40', cfop: '5902', id_item_entrada: idItem },
        {
          id_produto: c.idPP,
          id_servico: c.idServico,
          quantidade: '40',
          cfop: '5124',
          id_item_entrada: idItem,
        },
      ],
    });
    expect(rascunho.status, JSON.stringify(rascunho.body)).toBe(200);
    const emitida = await c.emitir(rascunho.body.id);
    expect(emitida.body.status, JSON.stringify(emitida.body)).toBe('Autorizada');
    const numero = (emitida.body as unknown as { numero_nfe: number }).numero_nfe;

    const itens = await c.api<TEntradaItemDetalhe[]>(`/upload/nfe-entrada/${remessa.id}/itens`);
    expect(itens.body.map((i) => [i.quantidade_kg, i.saldo_kg])).toEqual([['100.0000', '60.0000']]);
    expect(itens.body[0]?.retornos.map((r) => [r.id_nota_fiscal, r.numero, r.quantidade_kg])).toEqual([
      [rascunho.body.id, numero, '40.0000'],
    ]);

    const historico = await c.api<THistoricoMaterial>(`/relatorios/material-terceiros/itens/${idItem}`);
    expect(historico.body.movimentos.map((m) => [m.tipo, m.quantidade_kg, m.saldo_kg])).toEqual([
      ['entrada', '100.0000', '100.0000'],
      ['retorno', '-40.0000', '60.0000'],
    ]);
    expect(historico.body.item).toMatchObject({ devolvido_kg: '40.0000', saldo_kg: '60.0000' });

    // Cancelled, the kg come back once: 40, not the 80 of both lines.
    const cancelada = await c.api(`/nfe/cancelar/${rascunho.body.id}`, 'POST', {
      justificativa: 'Quantidade devolvida errada no pedido',
    });
    expect(cancelada.status, JSON.stringify(cancelada.body)).toBe(200);
    const depois = await c.api<THistoricoMaterial>(`/relatorios/material-terceiros/itens/${idItem}`);
    expect(depois.body.movimentos.map((m) => [m.tipo, m.quantidade_kg, m.saldo_kg])).toEqual([
      ['entrada', '100.0000', '100.0000'],
      ['retorno', '-40.0000', '60.0000'],
      ['cancelamento', '40.0000', '100.0000'],
    ]);
    const itensDepois = await c.api<TEntradaItemDetalhe[]>(`/upload/nfe-entrada/${remessa.id}/itens`);
    expect(itensDepois.body[0]).toMatchObject({ saldo_kg: '100.0000', retornos: [] });
  });
});
