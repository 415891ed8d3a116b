import type { TPreviaProducao } from '@erp/contracts/fiscal';
import type { TNfe, TNfeListaItem } from '@erp/contracts/nfe-documento';
import type { TDashboard, TFaturamentoCliente } from '@erp/contracts/relatorios';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../src/db/schema/auditoria.ts';
import { configuracaoFiscal } from '../../src/db/schema/certificados.ts';
import { lancamentos } from '../../src/db/schema/lancamentos.ts';
import { type Cenario, montarCenario, PP } from '../nfe/cenario.ts';
import { enviarCertificado } from '../support/cenario-real.ts';
import { gerarA1DeTeste } from '../support/certificado-a1.ts';
import { divergenciasDoEstoqueMensal } from '../support/estoque-mensal.ts';
import { lerZip } from '../support/ler-zip.ts';
import { CNPJ_EMPRESA, formComXml, remessaXml } from '../support/nfe-remessa.ts';

/**
 * A company tries the product in simulação with a client's real remessa (tpAmb 1): its test notes return kg of
 * that remessa, move stock and raise receivables. Going into produção lists and reverses exactly that, once, and
 * from then on produção's stock, balances, receivables, billing, dashboard and Material de Terceiros never count
 * them; the accountant's export holds the legal documents whatever the environment.
 */
let c: Cenario;
let idCliente: number;
let remessa: { id: number; chave: string; idItem: number };
let retorno: number;
let venda: number;
const hoje = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  c = await montarCenario();
  const { xml, chave } = remessaXml({
    nNF: 7001,
    itens: [PP],
    comProtocolo: true,
    tpAmb: '1',
    dhEmi: `${hoje}T08:00:00-03:00`,
  });
  const res = await c.t.request('/api/upload/nfe-entrada', {
    method: 'POST',
    token: c.token,
    body: formComXml(xml),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  const itens = await c.api<{ id: number }[]>(`/upload/nfe-entrada/${id}/itens`);
  remessa = { id, chave, idItem: itens.body[0]?.id as number };
  idCliente = await c.idClienteRemessa();
}, 60_000);
afterAll(async () => c?.t.close());

const recebiveisDe = (ids: number[]) =>
  c.t.db
    .select({ valor: lancamentos.valorOriginal, status: lancamentos.status })
    .from(lancamentos)
    .where(and(eq(lancamentos.origem, 'NFE'), inArray(lancamentos.idDocumento, ids)))
    .orderBy(asc(lancamentos.id));
const faturamento = async () =>
  (await c.api<TFaturamentoCliente[]>(`/relatorios/faturamento-cliente?data_inicio=${hoje}&data_fim=${hoje}`))
    .body;
const dashboard = async () => (await c.api<TDashboard>('/dashboard')).body;

describe('test notes in the real books, until the company goes into produção', () => {
  it('simulação: a return of 30,5 kg of the real remessa with its service, and a sale, count like produção’s', async () => {
    const r = await c.salvarRascunho({
      id_cliente: idCliente,
      natureza_operacao: 'RETORNO DE INDUSTRIALIZACAO',
      itens: [
        { id_produto: c.idPP, quantidade: '30.5', cfop: '5902', id_item_entrada: remessa.idItem },
        {
          id_produto: c.idPP,
          id_servico: c.idServico,
          quantidade: '30.5',
          cfop: '5124',
          id_item_entrada: remessa.idItem,
        },
      ],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    retorno = r.body.id;
    expect((await c.emitir(retorno)).status).toBe(200);
    const v = await c.salvarRascunho({
      id_cliente: c.idComprador,
      natureza_operacao: 'VENDA DE MERCADORIA',
      itens: [{ id_produto: c.idTampa, quantidade: '2', cfop: '5101' }],
    });
    expect(v.status, JSON.stringify(v.body)).toBe(200);
    venda = v.body.id;
    expect((await c.emitir(venda)).status).toBe(200);

    expect(await c.saldo(remessa.id)).toEqual(['69.5000']);
    expect(await c.estoque(c.idPP)).toBe('69.5000');
    expect(await c.estoque(c.idTampa)).toBe('48.0000');
    // 30,5 kg x 2,50 of service; 2 x 12,34 of the sale.
    expect(await recebiveisDe([retorno, venda])).toEqual([
      { valor: '76.25', status: 'Pendente' },
      { valor: '24.68', status: 'Pendente' },
    ]);
    expect((await faturamento()).map((f) => f.quantidade_nfe).reduce((a, b) => a + b, 0)).toBe(2);
    const lista = await c.api<{ data: TNfeListaItem[] }>('/nfe/listar?page=1');
    expect(lista.body.data.find((n) => n.id === retorno)).toMatchObject({
      ambiente: 'simulacao',
      efeitos_estornados_em: null,
    });
  });

  it('the accountant’s export holds the legal documents by default, even in simulação; the test one is named so', async () => {
    const contagem = await c.api(`/contabilidade/exportacao/contagem?inicio=${hoje}&fim=${hoje}`);
    expect(contagem.body).toMatchObject({
      ambiente: 'producao',
      documentos: 'legais',
      nfe_emitidas: 0,
      nfe_recebidas: 1,
      nome_arquivo: `contabilidade-${hoje}-a-${hoje}.zip`,
    });
    const res = await c.t.request(`/api/contabilidade/exportacao?inicio=${hoje}&fim=${hoje}`, {
      token: c.token,
    });
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="contabilidade-${hoje}-a-${hoje}.zip"`,
    );
    const zip = await lerZip(Buffer.from(await res.arrayBuffer()));
    expect([...zip.keys()].sort()).toEqual([`recebidas/NFe/${remessa.chave}-procNFe.xml`, 'resumo.csv']);

    const teste = await c.t.request(
      `/api/contabilidade/exportacao?inicio=${hoje}&fim=${hoje}&documentos=teste`,
      { token: c.token },
    );
    const nome = `contabilidade-${hoje}-a-${hoje}-TESTE-simulacao-sem-valor-fiscal.zip`;
    expect(teste.headers.get('content-disposition')).toBe(`attachment; filename="${nome}"`);
    const arquivos = [...(await lerZip(Buffer.from(await teste.arrayBuffer()))).keys()];
    expect(arquivos.filter((a) => a.startsWith('emitidas/NFe/'))).toHaveLength(2);
    expect(arquivos.some((a) => a.startsWith('recebidas/'))).toBe(false);

    const invalido = await c.api(
      `/contabilidade/exportacao/contagem?inicio=${hoje}&fim=${hoje}&documentos=todos`,
    );
    expect(invalido.status).toBe(400);
    expect(JSON.stringify(invalido.body)).toContain('Documentos inválidos: use legais ou teste.');
  });

  it('the switch to produção lists exactly what the test notes changed', async () => {
    const previa = await c.api<TPreviaProducao>('/fiscal/ambiente/producao/previa');
    expect(previa.status, JSON.stringify(previa.body)).toBe(200);
    expect(previa.body.documentos.map((d) => [d.tipo, d.id, d.ambiente, d.status])).toEqual([
      ['NF-e', retorno, 'simulacao', 'Autorizada'],
      ['NF-e', venda, 'simulacao', 'Autorizada'],
    ]);
    expect(previa.body.remessas).toEqual([
      {
        id_item_entrada: remessa.idItem,
        id_nfe_entrada: remessa.id,
        numero_nf: 7001,
        serie: 1,
        cliente: 'Embalagens Paulista Ltda',
        descricao: 'Polipropileno H503',
        kg: '30.5000',
      },
    ]);
    expect(previa.body.estoque).toEqual([
      { id_produto: c.idPP, produto: 'Polipropileno H503', kg: '30.5000' },
      { id_produto: c.idTampa, produto: 'Tampa 28mm', kg: '2.0000' },
    ]);
    expect(previa.body.recebiveis.map((r) => [r.valor, r.status])).toEqual([
      ['76.25', 'Pendente'],
      ['24.68', 'Pendente'],
    ]);
    expect(previa.body.pendentes).toEqual([]);
  });

  it('confirming switches to produção and reverses it all in one audited transaction', async () => {
    await enviarCertificado(
      c,
      gerarA1DeTeste({ cnpj: CNPJ_EMPRESA, razaoSocial: 'PLASTICOS TRANSFORMACAO LTDA' }),
    );

    const troca = await c.api('/fiscal/ambiente', 'PUT', { modo: 'producao', confirmacao: true });
    expect(troca.status, JSON.stringify(troca.body)).toBe(200);
    expect(troca.body).toMatchObject({ modo: 'producao' });

    expect(await c.saldo(remessa.id)).toEqual(['100.0000']);
    expect(await c.estoque(c.idPP)).toBe('100.0000');
    expect(await c.estoque(c.idTampa)).toBe('50.0000');
    expect(await recebiveisDe([retorno, venda])).toEqual([
      { valor: '76.25', status: 'Cancelado' },
      { valor: '24.68', status: 'Cancelado' },
    ]);
    const [registro] = await c.t.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.acao, 'DOCUMENTOS_DE_TESTE_ESTORNADOS'));
    expect(registro?.detalhes).toMatchObject({
      remessas: [{ id_item_entrada: remessa.idItem, kg: '30.5000' }],
      estoque: [
        { id_produto: c.idPP, kg: '30.5000' },
        { id_produto: c.idTampa, kg: '2.0000' },
      ],
      recebiveis: [{ valor: '76.25' }, { valor: '24.68' }],
    });
  });

  it('produção’s billing, dashboard, stock and Material de Terceiros do not count the test notes', async () => {
    expect(await faturamento()).toEqual([]);
    const painel = await dashboard();
    expect(painel.faturamentoMesNfe).toBe('0.00');
    expect(painel.contasAReceber).toBe('0.00');
    expect(painel.graficoNotas.at(-1)?.total_notas).toBe(0);
    const mes = painel.graficoEstoque.at(-1);
    // The tampas' initial 50 kg and the remessa's 100 kg came in; the test exits and their reversal never moved
    // material.
    expect(mes).toMatchObject({ entradas: '150.0000', saidas: '0.0000' });
    const historico = await c.api<{
      movimentos: { tipo: string; quantidade_kg: string; saldo_kg: string }[];
    }>(`/relatorios/material-terceiros/itens/${remessa.idItem}`);
    expect(historico.body.movimentos.map((m) => [m.tipo, m.quantidade_kg, m.saldo_kg])).toEqual([
      ['entrada', '100.0000', '100.0000'],
    ]);
    // Still listed, with their environment, and marked as reversed.
    const nota = await c.api<TNfe>(`/nfe/${retorno}`);
    expect(nota.body.ambiente).toBe('simulacao');
    expect(nota.body.efeitos_estornados_em).not.toBeNull();
  });

  it('cancelling a reversed test note later gives nothing back twice', async () => {
    const r = await c.api(`/nfe/cancelar/${retorno}`, 'POST', {
      justificativa: 'Nota de teste emitida na simulação',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await c.saldo(remessa.id)).toEqual(['100.0000']);
    expect(await c.estoque(c.idPP)).toBe('100.0000');
    // The stock chart's kept kg of reversed and cancelled notes (migration 0055) equal the ledger's.
    expect(await divergenciasDoEstoqueMensal(c.t.db)).toEqual([]);
    expect((await dashboard()).graficoEstoque.at(-1)).toMatchObject({
      entradas: '150.0000',
      saidas: '0.0000',
    });
  });

  it('back to homologação and into produção again reverses nothing twice', async () => {
    expect((await c.api('/fiscal/ambiente', 'PUT', { modo: 'homologacao' })).status).toBe(200);
    const previa = await c.api<TPreviaProducao>('/fiscal/ambiente/producao/previa');
    expect(previa.body).toEqual({ documentos: [], remessas: [], estoque: [], recebiveis: [], pendentes: [] });
    expect((await c.api('/fiscal/ambiente', 'PUT', { modo: 'producao', confirmacao: true })).status).toBe(
      200,
    );
    expect(await c.estoque(c.idTampa)).toBe('50.0000');
    const estornos = await c.t.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.acao, 'DOCUMENTOS_DE_TESTE_ESTORNADOS'));
    expect(estornos).toHaveLength(1);
  });
});

describe('a company that went into produção before the reversal existed', () => {
  let d: Cenario;
  let nota: number;
  beforeAll(async () => {
    d = await montarCenario();
    const r = await d.salvarRascunho({
      id_cliente: d.idComprador,
      natureza_operacao: 'VENDA DE MERCADORIA',
      itens: [{ id_produto: d.idTampa, quantidade: '3', cfop: '5101' }],
    });
    nota = r.body.id;
    expect((await d.emitir(nota)).status).toBe(200);
    // The switch as it was made then: produção without reversing the simulação note.
    await d.t.db.update(configuracaoFiscal).set({ modo: 'producao' });
  }, 60_000);
  afterAll(async () => d?.t.close());

  it('reverses, on an administrator’s confirmation in produção, the test documents still counted, once', async () => {
    expect(await d.estoque(d.idTampa)).toBe('47.0000');
    const previa = await d.api<TPreviaProducao>('/fiscal/ambiente/producao/previa');
    expect(previa.body.estoque).toEqual([{ id_produto: d.idTampa, produto: 'Tampa 28mm', kg: '3.0000' }]);
    // Without the confirmation nothing happens.
    expect((await d.api('/fiscal/ambiente', 'PUT', { modo: 'producao' })).status).toBe(200);
    expect(await d.estoque(d.idTampa)).toBe('47.0000');

    const r = await d.api('/fiscal/ambiente', 'PUT', { modo: 'producao', confirmacao: true });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await d.estoque(d.idTampa)).toBe('50.0000');
    expect((await d.api<TNfe>(`/nfe/${nota}`)).body.efeitos_estornados_em).not.toBeNull();
    expect((await d.api('/fiscal/ambiente', 'PUT', { modo: 'producao', confirmacao: true })).status).toBe(
      200,
    );
    expect(await d.estoque(d.idTampa)).toBe('50.0000');
    const estornos = await d.t.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.acao, 'DOCUMENTOS_DE_TESTE_ESTORNADOS'));
    expect(estornos).toHaveLength(1);
  });
});
