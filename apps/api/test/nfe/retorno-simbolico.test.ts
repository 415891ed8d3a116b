import type { THistoricoMaterial } from '@erp/contracts/material-terceiros';
import type { TSaldosAVencer } from '@erp/contracts/nfe-rascunho';
import { TEXTO_RETORNO_SIMBOLICO } from '@erp/fiscal/calculo';
import { hojeEmBrasilia } from '@erp/fiscal/data-hora';
import { parseNFe, validarXml } from '@erp/fiscal/nfe';
import { verificarAssinatura } from '@erp/fiscal/xml';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estoqueMovimentos } from '../../src/db/schema/estoque.ts';
import { lancamentos } from '../../src/db/schema/lancamentos.ts';
import { notasFiscais } from '../../src/db/schema/notas-fiscais.ts';
import { type Cenario, montarCenario, PP } from './cenario.ts';

const SIMBOLICO = 'RETORNO SIMBÓLICO';
const RETORNO = 'RETORNO DE INDUSTRIALIZACAO';

let c: Cenario;
let idCliente: number;
let hoje: string;
type Remessa = Awaited<ReturnType<Cenario['importarRemessa']>>;
/** Issued 200 days ago (overdue by 20 with the default 180), 175 (due in 5) and 10 days ago (within the term). */
let vencida: Remessa;
let aVencer: Remessa;
let recente: Remessa;

/** YYYY-MM-DD `dias` days before/after `data`, on the calendar. */
const somarDias = (data: string, dias: number) =>
  new Date(Date.parse(`${data}T12:00:00Z`) + dias * 86_400_000).toISOString().slice(0, 10);
const emitidaHa = (dias: number) => `${somarDias(hoje, -dias)}T10:00:00-03:00`;
const idItem = (r: Remessa) => r.itens[0]?.id as number;

const saldosAVencer = async (query: string) => {
  const r = await c.api<TSaldosAVencer>(`/nfe/rascunho/saldos-a-vencer?${query}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.itens.map((i) => [i.numero_nf, i.numero_item, i.saldo_kg, i.situacao, i.dias_restantes]);
};

async function nfeProc(id: number) {
  const [nota] = await c.t.db.select().from(notasFiscais).where(eq(notasFiscais.id, id));
  return nota?.xmlAutorizado as string;
}
/** The stock movements an NF-e of ours wrote (id_documento also names entries, under their own origin). */
const movimentosDaNota = (id: number) =>
  c.t.db
    .select()
    .from(estoqueMovimentos)
    .where(
      and(
        eq(estoqueMovimentos.idDocumento, String(id)),
        inArray(estoqueMovimentos.origem, ['SAIDA_NFE', 'ESTORNO_NFE']),
      ),
    );

beforeAll(async () => {
  c = await montarCenario();
  hoje = hojeEmBrasilia();
  vencida = await c.importarRemessa([PP], emitidaHa(200));
  aVencer = await c.importarRemessa(
    [{ ...PP, qCom: '50.0000', vUnCom: '8.40', vProd: '420.00' }],
    emitidaHa(175),
  );
  recente = await c.importarRemessa([{ ...PP, qCom: '80.0000', vProd: '640.00' }], emitidaHa(10));
  idCliente = await c.idClienteRemessa();
  await c.definirReferenciacao(idCliente, 'FIFO');
});
afterAll(async () => c.t.close());

describe('the draft’s warning: balances overdue or due within 30 days that the return leaves untouched', () => {
  it('lists the client’s overdue and soon-due items, oldest first, with the report’s statuses', async () => {
    expect(await saldosAVencer(`id_cliente=${idCliente}`)).toEqual([
      [vencida.nNF, 1, '100.0000', 'vencido', -20],
      [aVencer.nNF, 1, '50.0000', 'a_vencer', 5],
    ]);
    // The report reads the same rows the same way.
    const relatorio = await c.api<{ data: { numero_nf: number; situacao: string }[] }>(
      `/relatorios/material-terceiros?id_cliente=${idCliente}`,
    );
    expect(relatorio.body.data.map((l) => [l.numero_nf, l.situacao])).toEqual([
      [vencida.nNF, 'vencido'],
      [aVencer.nNF, 'a_vencer'],
      [recente.nNF, 'no_prazo'],
    ]);
  });

  it('an item a line of the draft takes kg from is not warned about', async () => {
    expect(await saldosAVencer(`id_cliente=${idCliente}&itens_entrada=${idItem(vencida)}`)).toEqual([
      [aVencer.nNF, 1, '50.0000', 'a_vencer', 5],
    ]);
    // A FIFO return of 120 kg takes the overdue 100 and 20 of the next: nothing is left untouched.
    const linhas = await c.api<{ itens: { id_item_entrada: number }[] }>('/nfe/rascunho/linhas', 'POST', {
      id_cliente: idCliente,
      natureza_operacao: RETORNO,
      itens: [{ id_produto: c.idPP, quantidade: '120', cfop: '5902' }],
    });
    expect(linhas.status).toBe(200);
    const ids = linhas.body.itens.map((l) => l.id_item_entrada);
    expect(ids).toEqual([idItem(vencida), idItem(aVencer)]);
    expect(await saldosAVencer(`id_cliente=${idCliente}&itens_entrada=${ids.join(',')}`)).toEqual([]);
    expect(await saldosAVencer(`id_cliente=${idCliente}&itens_entrada=${ids[1]}`)).toEqual([
      [vencida.nNF, 1, '100.0000', 'vencido', -20],
    ]);
  });

  it('refuses a query without a client or with items that are not ids, under the field', async () => {
    const semCliente = await c.api('/nfe/rascunho/saldos-a-vencer');
    expect(semCliente.status).toBe(400);
    expect(semCliente.body).toMatchObject({
      details: [{ campo: 'id_cliente', mensagem: 'Cliente inválido.' }],
    });
    const itens = await c.api(`/nfe/rascunho/saldos-a-vencer?id_cliente=${idCliente}&itens_entrada=1,abc`);
    expect(itens.status).toBe(400);
    expect(itens.body).toMatchObject({
      details: [{ campo: 'itens_entrada.1', mensagem: 'Itens de entrada inválidos.' }],
    });
  });
});

describe('retorno simbólico closing an overdue balance', () => {
  let id: number;

  it('refuses a line without its entry item, even for a FIFO client, and a CFOP other than 5902', async () => {
    const r = await c.salvarRascunho({
      id_cliente: idCliente,
      natureza_operacao: SIMBOLICO,
      itens: [
        { id_produto: c.idPP, quantidade: '10', cfop: '5902' },
        { id_produto: c.idPP, quantidade: '10', cfop: '5903', id_item_entrada: idItem(vencida) },
      ],
    });
    expect(r.status).toBe(400);
    expect(r.body.details).toEqual([
      { campo: 'itens.0.id_item_entrada', mensagem: 'Selecione o item da nota de entrada de referência.' },
      {
        campo: 'itens.1.cfop',
        mensagem: 'O CFOP 5903 não é desta operação para cliente da mesma UF: use 5902.',
      },
    ]);
  });

  it('refuses more than the item’s balance, naming the entry NF', async () => {
    const r = await c.salvarRascunho({
      id_cliente: idCliente,
      natureza_operacao: SIMBOLICO,
      itens: [{ id_produto: c.idPP, quantidade: '100.0001', cfop: '5902', id_item_entrada: idItem(vencida) }],
    });
    expect(r.status).toBe(422);
    expect(r.body).toEqual({
      error: `Saldo insuficiente na NF de entrada nº ${vencida.nNF}.`,
      details: 'Item "Polipropileno H503": disponível 100,00 kg, pedido 100,0001 kg.',
    });
  });

  it('saves the whole overdue balance at the remessa’s value per kg, on the item chosen (not the FIFO order)', async () => {
    // The 175-day remessa first: a symbolic return takes the items it names, not the oldest.
    const r = await c.salvarRascunho({
      id_cliente: idCliente,
      natureza_operacao: SIMBOLICO,
      informacoes_complementares: 'Conforme acordo com o cliente de 20/11.',
      itens: [
        { id_produto: c.idPP, quantidade: '50', cfop: '5902', id_item_entrada: idItem(aVencer) },
        { id_produto: c.idPP, quantidade: '100', cfop: '5902', id_item_entrada: idItem(vencida) },
      ],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    id = r.body.id;
    // 50 kg x 8,40 + 100 kg x 8,00
    expect(r.body.valor_total_nota).toBe('1220.00');
    const nota = await c.obter(id);
    expect(nota.natureza_operacao).toBe(SIMBOLICO);
    expect(nota.itens.map((i) => [i.cfop, i.quantidade, i.valor_unitario, i.numero_nf_entrada])).toEqual([
      ['5902', '50.0000', '8.4000000000', aVencer.nNF],
      ['5902', '100.0000', '8.0000000000', vencida.nNF],
    ]);
  });

  it('emits: schema-valid and signed, NFref to both remessas, the legal text in infCpl, balances consumed, no stock exit, nothing billed', async () => {
    const estoqueAntes = await c.estoque(c.idPP);
    const r = await c.emitir(id);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.status).toBe('Autorizada');

    const xml = await nfeProc(id);
    expect(validarXml(xml, 'procNFe')).toEqual({ valido: true, erros: [] });
    expect(verificarAssinatura(xml, { perfilSefaz: true })).toMatchObject({ valida: true });
    expect(xml).toContain('<natOp>RETORNO SIMBÓLICO</natOp>');
    expect(xml).toContain(`<NFref><refNFe>${aVencer.chave}</refNFe></NFref>`);
    expect(xml).toContain(`<NFref><refNFe>${vencida.chave}</refNFe></NFref>`);
    const lida = parseNFe(xml);
    expect(lida.det.map((d) => [d.CFOP, d.qCom])).toEqual([
      ['5902', '50.0000'],
      ['5902', '100.0000'],
    ]);
    expect(lida.total.vNF).toBe('1220.00');
    // The company is in the Simples Nacional in SP: the regime's text, the 5902 rule's, then the symbolic
    // return's statement and the user's text.
    expect(/<infCpl>([^<]*)<\/infCpl>/.exec(xml)?.[1]).toBe(
      'DOCUMENTO EMITIDO POR ME OU EPP OPTANTE PELO SIMPLES NACIONAL. NÃO GERA DIREITO A CRÉDITO FISCAL DE IPI. ' +
        'Retorno de mercadoria utilizada na industrialização por encomenda. ' +
        'ICMS suspenso conforme legislação do ICMS (art. 402 a 408 do RICMS/SP). ' +
        `${TEXTO_RETORNO_SIMBOLICO} Conforme acordo com o cliente de 20/11.`,
    );
    expect(xml).not.toContain('<cobr>');

    expect(await c.saldo(vencida.id)).toEqual(['0.0000']);
    expect(await c.saldo(aVencer.id)).toEqual(['0.0000']);
    expect(await c.saldo(recente.id)).toEqual(['80.0000']);
    // The material never left: no stock movement of the note, the stock as it was.
    expect(await movimentosDaNota(id)).toEqual([]);
    expect(await c.estoque(c.idPP)).toBe(estoqueAntes);
    const recebiveis = await c.t.db
      .select()
      .from(lancamentos)
      .where(and(eq(lancamentos.origem, 'NFE'), eq(lancamentos.idDocumento, id)));
    expect(recebiveis).toEqual([]);

    // Closed: nothing left to warn about, and the report's history names the note.
    expect(await saldosAVencer(`id_cliente=${idCliente}`)).toEqual([]);
    const historico = await c.api<THistoricoMaterial>(
      `/relatorios/material-terceiros/itens/${idItem(vencida)}`,
    );
    expect(historico.body.movimentos.map((m) => [m.tipo, m.quantidade_kg, m.saldo_kg])).toEqual([
      ['entrada', '100.0000', '100.0000'],
      ['retorno_simbolico', '-100.0000', '0.0000'],
    ]);
  });

  it('cancelling gives the balances back and writes no stock entry', async () => {
    const estoqueAntes = await c.estoque(c.idPP);
    const r = await c.api(`/nfe/cancelar/${id}`, 'POST', {
      justificativa: 'Cliente desistiu da baixa do saldo vencido',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await c.saldo(vencida.id)).toEqual(['100.0000']);
    expect(await c.saldo(aVencer.id)).toEqual(['50.0000']);
    expect(await movimentosDaNota(id)).toEqual([]);
    expect(await c.estoque(c.idPP)).toBe(estoqueAntes);
    expect(await saldosAVencer(`id_cliente=${idCliente}`)).toEqual([
      [vencida.nNF, 1, '100.0000', 'vencido', -20],
      [aVencer.nNF, 1, '50.0000', 'a_vencer', 5],
    ]);
  });

  it('a normal return still takes its material out of the stock', async () => {
    const estoqueAntes = await c.estoque(c.idPP);
    const r = await c.salvarRascunho({
      id_cliente: idCliente,
      natureza_operacao: RETORNO,
      itens: [{ id_produto: c.idPP, quantidade: '10', cfop: '5902' }],
    });
    expect(r.status).toBe(200);
    expect((await c.emitir(r.body.id)).status).toBe(200);
    expect(Number(estoqueAntes) - Number(await c.estoque(c.idPP))).toBe(10);
    expect((await movimentosDaNota(r.body.id)).map((m) => [m.origem, m.quantidadeKg])).toEqual([
      ['SAIDA_NFE', '-10.0000'],
    ]);
  });
});
