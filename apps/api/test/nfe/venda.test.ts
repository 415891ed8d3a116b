import { parseNFe, validarXml } from '@erp/fiscal/nfe';
import { verificarAssinatura } from '@erp/fiscal/xml';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estoqueMovimentos } from '../../src/db/schema/estoque.ts';
import { lancamentos } from '../../src/db/schema/lancamentos.ts';
import { type Cenario, montarCenario } from './cenario.ts';

let c: Cenario;
beforeAll(async () => {
  c = await montarCenario();
});
afterAll(async () => c.t.close());

const recebiveis = (idNota: number) =>
  c.t.db
    .select()
    .from(lancamentos)
    .where(and(eq(lancamentos.origem, 'NFE'), eq(lancamentos.idDocumento, idNota)));

describe('NF-e de venda: rascunho, emissão, documentos e cancelamento', () => {
  let id: number;

  it('saves a draft with the server’s own names, prices and totals, ignoring what the client sent', async () => {
    const r = await c.salvarRascunho({
      id_cliente: c.idComprador,
      natureza_operacao: 'VENDA DE MERCADORIA',
      itens: [
        {
          id_produto: c.idTampa,
          quantidade: 10.5,
          cfop: '5101',
          nome_produto: 'Nome forjado',
          valor_unitario: 0.01,
          valor_total: 0.1,
        },
      ],
      valor_total_produtos: 1,
      valor_total_nota: 1,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    // 10,5 kg x 12,34 = 129,57
    expect(r.body).toMatchObject({ message: 'Rascunho salvo com sucesso!', valor_total_nota: '129.57' });
    id = r.body.id;
    const nota = await c.obter(id);
    expect(nota).toMatchObject({
      status: 'Rascunho',
      natureza_operacao: 'VENDA DE MERCADORIA',
      finalidade_emissao: '1',
      transporte: { modalidade_frete: '9' },
      valor_total_produtos: '129.57',
      valor_total_nota: '129.57',
      numero_nfe: null,
      serie_nfe: null,
    });
    expect(nota.itens).toEqual([
      expect.objectContaining({
        numero_item: 1,
        nome_produto: 'Tampa 28mm',
        quantidade: '10.5000',
        cfop: '5101',
        valor_unitario: '12.3400000000',
        valor_total_item: '129.57',
        id_item_entrada: null,
      }),
    ]);
  });

  it('lists the draft with N/A-ready number, no documents and no cancellation', async () => {
    const lista = await c.api<{ data: Record<string, unknown>[]; totalPages: number }>(
      '/nfe/listar?page=1&limit=10&status=Rascunho',
    );
    expect(lista.status).toBe(200);
    expect(lista.body.data).toEqual([
      expect.objectContaining({
        id,
        nome_razao_social: 'Distribuidora Campinas Ltda',
        numero_nfe: null,
        serie_nfe: null,
        valor_total_nota: '129.57',
        status: 'Rascunho',
        caminho_pdf: null,
        caminho_xml: null,
        cancelavel_ate: null,
      }),
    ]);
  });

  it('previews a DANFE without taking a number', async () => {
    const r = await c.api<{ danfe_url: string }>('/nfe/previsualizar', 'POST', {
      id,
      data_vencimento: '2099-12-31',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.danfe_url).toBe(`/api/nfe/${id}/previsualizacao?data_vencimento=2099-12-31`);
    const pdf = await c.t.request(r.body.danfe_url, { token: c.token });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(await c.obter(id)).toMatchObject({ numero_nfe: null, status: 'Rascunho' });
    // The PDF needs the session like every other /api path.
    expect((await c.t.request(r.body.danfe_url)).status).toBe(401);
  });

  it('emits: number 1 of série 1, authorised, valid signed nfeProc, stock exit and the receivable', async () => {
    const r = await c.emitir(id, '2099-12-31');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({
      message: 'NF-e enviada para autorização com sucesso!',
      status: 'Autorizada',
      numero_nfe: 1,
      serie_nfe: 1,
    });
    const nota = await c.obter(id);
    expect(nota.status).toBe('Autorizada');
    expect(nota.protocolo).toMatch(/^[0-9]{15}$/);
    expect(nota.chave_acesso).toMatch(/^35[0-9]{4}11222333000181550010000000011[0-9]{9}$/);

    const xml = await c.t.request(`/api/nfe/${id}/xml`, { token: c.token });
    expect(xml.status).toBe(200);
    expect(xml.headers.get('content-disposition')).toBe(
      `attachment; filename="${nota.chave_acesso}-procNFe.xml"`,
    );
    const nfeProc = await xml.text();
    expect(validarXml(nfeProc, 'procNFe')).toEqual({ valido: true, erros: [] });
    expect(verificarAssinatura(nfeProc, { perfilSefaz: true })).toMatchObject({ valida: true });
    const lida = parseNFe(nfeProc);
    expect(lida.protocolo?.cStat).toBe('100');
    expect(lida.det.map((i) => [i.CFOP, i.qCom, i.vUnCom, i.vProd])).toEqual([
      ['5101', '10.5000', '12.34', '129.57'],
    ]);
    expect(lida.total.vNF).toBe('129.57');
    expect(nfeProc).toContain('<dVenc>2099-12-31</dVenc>');

    expect(await c.estoque(c.idTampa)).toBe('39.5000');
    const [recebivel] = await recebiveis(id);
    expect(recebivel).toMatchObject({
      tipo: 'RECEITA',
      status: 'Pendente',
      valorOriginal: '129.57',
      dataVencimento: '2099-12-31',
      idCliente: c.idComprador,
      descricao: 'NF-e nº 1/1 - Distribuidora Campinas Ltda',
    });

    const danfe = await c.t.request(`/api/nfe/${id}/danfe`, { token: c.token });
    expect(danfe.status).toBe(200);
    expect(danfe.headers.get('content-type')).toBe('application/pdf');
  });

  it('refuses to edit, delete or emit again an authorised note', async () => {
    expect((await c.emitir(id)).status).toBe(409);
    expect((await c.api(`/nfe/rascunho/${id}`, 'DELETE')).status).toBe(409);
    const edit = await c.salvarRascunho({
      id,
      id_cliente: c.idComprador,
      natureza_operacao: 'VENDA DE MERCADORIA',
      itens: [{ id_produto: c.idTampa, quantidade: 1, cfop: '5101' }],
    });
    expect(edit.status).toBe(409);
  });

  it('cancels with a justification: stock back, receivable cancelled, procEvento kept, exactly once', async () => {
    const curta = await c.api(`/nfe/cancelar/${id}`, 'POST', { justificativa: 'curta' });
    expect(curta.status).toBe(400);

    const lista = await c.api<{ data: { cancelavel_ate: string | null }[] }>('/nfe/listar');
    expect(lista.body.data[0]?.cancelavel_ate).not.toBeNull();

    const r = await c.api(`/nfe/cancelar/${id}`, 'POST', {
      justificativa: 'Pedido cancelado pelo cliente antes da saída',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({ message: 'NF-e cancelada com sucesso!' });
    const nota = await c.obter(id);
    expect(nota.status).toBe('Cancelada');
    expect(nota.eventos).toEqual([
      expect.objectContaining({
        tipo_evento: '110111',
        descricao: 'Cancelamento',
        texto: 'Pedido cancelado pelo cliente antes da saída',
      }),
    ]);
    expect(await c.estoque(c.idTampa)).toBe('50.0000');
    const movimentos = await c.t.db
      .select()
      .from(estoqueMovimentos)
      .where(eq(estoqueMovimentos.idDocumento, String(id)));
    expect(movimentos.map((m) => [m.origem, m.quantidadeKg]).sort()).toEqual([
      ['ESTORNO_NFE', '10.5000'],
      ['SAIDA_NFE', '-10.5000'],
    ]);
    expect((await recebiveis(id)).map((l) => l.status)).toEqual(['Cancelado']);

    const again = await c.api(`/nfe/cancelar/${id}`, 'POST', {
      justificativa: 'Pedido cancelado pelo cliente antes da saída',
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'Esta NF-e já está cancelada.' });

    const danfe = await c.t.request(`/api/nfe/${id}/danfe`, { token: c.token });
    expect(danfe.status).toBe(200);
  });

  it('takes the next number for the next note', async () => {
    const r = await c.salvarRascunho({
      id_cliente: c.idComprador,
      natureza_operacao: 'VENDA DE MERCADORIA',
      itens: [{ id_produto: c.idTampa, quantidade: '2', cfop: '5101' }],
    });
    const e = await c.emitir(r.body.id);
    expect(e.status, JSON.stringify(e.body)).toBe(200);
    expect(e.body).toMatchObject({ numero_nfe: 2, serie_nfe: 1 });
  });
});
