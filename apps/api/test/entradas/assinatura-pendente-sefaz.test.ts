import type { TResultadoBuscaSefaz } from '@erp/contracts/distribuicao-dfe';
import type { TEntradaItemDetalhe, TImportacaoEntrada } from '@erp/contracts/entradas';
import type { TRelatorioMaterialTerceiros } from '@erp/contracts/material-terceiros';
import { Decimal } from '@erp/fiscal/decimal';
import { registrarNotaDeTerceiro } from '@erp/sefaz-sim/controle/registrar-nota-de-terceiro';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../src/db/schema/auditoria.ts';
import { produtos } from '../../src/db/schema/cadastros.ts';
import { documentosDistribuidos } from '../../src/db/schema/distribuicao-dfe.ts';
import { nfeEntradas } from '../../src/db/schema/entradas.ts';
import { lancamentos } from '../../src/db/schema/lancamentos.ts';
import { compraXml, formComXml, prepararEmpresaDaRemessa, remessaXml } from '../support/nfe-remessa.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Issue 26: an upload whose signature does not verify waits for an Administrador, unless 'Buscar na SEFAZ' then
// delivers the same key: SEFAZ's authorised document settles it, and its XML and quantities are the ones kept.

let t: TestApp;
let token: string;
let idPP: number;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginAsAdmin();
  await prepararEmpresaDaRemessa(t, token, { uf: 'SP', cidade: 'Americana' });
  const [pp] = await t.db.select().from(produtos).where(eq(produtos.codigoInterno, 'PP-H503'));
  idPP = pp?.id as number;
});
afterAll(async () => t.close());

const PP = {
  cProd: 'PP-H503',
  xProd: 'Polipropileno H503',
  qCom: '100.0000',
  vUnCom: '8.00',
  vProd: '800.00',
};

const enviar = async (xml: string) => {
  const res = await t.request('/api/upload/nfe-entrada', { method: 'POST', token, body: formComXml(xml) });
  return { status: res.status, body: (await res.json()) as TImportacaoEntrada };
};
const buscar = async () =>
  (await (
    await t.request('/api/upload/nfe-entrada/sefaz/buscar', { method: 'POST', token })
  ).json()) as TResultadoBuscaSefaz;
const itensDa = async (id: number) => {
  const res = await t.request(`/api/upload/nfe-entrada/${id}/itens`, { token });
  return ((await res.json()) as TEntradaItemDetalhe[]).map((i) => [
    i.quantidade_kg,
    i.saldo_kg,
    i.assinatura_pendente,
  ]);
};
const materialDaNota = async (id: number) => {
  const res = await t.request('/api/relatorios/material-terceiros?limit=100', { token });
  return ((await res.json()) as TRelatorioMaterialTerceiros).data
    .filter((l) => l.id_nfe_entrada === id)
    .map((l) => [l.recebido_kg, l.saldo_kg]);
};
const estoquePP = async () =>
  (await t.db.select().from(produtos).where(eq(produtos.id, idPP)))[0]?.estoqueAtual ?? '';
const liberacao = async (id: number) =>
  (
    await t.db
      .select()
      .from(auditoria)
      .where(
        and(eq(auditoria.acao, 'NFE_ENTRADA_ASSINATURA_CONFIRMADA'), eq(auditoria.idEntidade, String(id))),
      )
  ).map((a) => a.detalhes);

describe("'Buscar na SEFAZ' delivering the key of an entry that waits for its signature", () => {
  it("releases an altered upload with SEFAZ's XML and quantity, audited without a user's reason", async () => {
    const original = remessaXml({ nNF: 750, itens: [PP], comProtocolo: true });
    const alterado = original.xml.replace('<qCom>100.0000</qCom>', '<qCom>999999.0000</qCom>');
    const estoqueAntes = await estoquePP();
    const upload = await enviar(alterado);
    expect(upload.status).toBe(202);
    const id = upload.body.id;
    expect(await itensDa(id)).toEqual([['999999.0000', '0.0000', true]]);

    registrarNotaDeTerceiro((await t.fiscal.simulador()).state, { xml: original.xml, completo: true });
    expect(await buscar()).toMatchObject({ documentos: 1, importadas: 1, falhas: 0 });

    // SEFAZ's 100 kg, not the altered 999 999 kg, are the client's balance and the stock.
    expect(await itensDa(id)).toEqual([['100.0000', '100.0000', false]]);
    expect(await materialDaNota(id)).toEqual([['100.0000', '100.0000']]);
    expect(new Decimal(await estoquePP()).minus(estoqueAntes).toFixed(4)).toBe('100.0000');
    const [entrada] = await t.db.select().from(nfeEntradas).where(eq(nfeEntradas.id, id));
    const [documento] = await t.db
      .select()
      .from(documentosDistribuidos)
      .where(
        and(
          eq(documentosDistribuidos.chaveAcesso, original.chave),
          eq(documentosDistribuidos.tipo, 'procNFe'),
        ),
      );
    expect(entrada?.xmlOriginal).toBe(documento?.xml);
    expect(entrada?.xmlOriginal).toContain('<qCom>100.0000</qCom>');
    expect(entrada).toMatchObject({
      assinaturaPendente: false,
      situacaoAssinatura: 'valida',
      motivoConfirmacaoAssinatura: null,
    });
    expect(entrada?.assinaturaConfirmadaEm).not.toBeNull();
    expect(documento).toMatchObject({
      status: 'Importada',
      idNfeEntrada: id,
      observacao: 'A nota aguardava a confirmação da assinatura: liberada pela SEFAZ.',
    });
    expect(await liberacao(id)).toEqual([
      {
        chave: original.chave,
        situacao_assinatura: 'invalida',
        liberada_pela_sefaz: true,
        motivo:
          'Sem motivo de usuário: liberada pelo documento autorizado que a SEFAZ entregou (Buscar na SEFAZ).',
        itens_enviados: [{ numero_item: 1, quantidade: '999999.0000' }],
        itens_da_sefaz: [{ numero_item: 1, quantidade: '100.0000' }],
      },
    ]);

    // Settled: neither a second delivery nor an Administrador can release it again.
    const confirmar = await t.request(`/api/upload/nfe-entrada/${id}/confirmar-assinatura`, {
      method: 'POST',
      token,
      json: { motivo: 'Conferido por telefone com o cliente.' },
    });
    expect(confirmar.status).toBe(409);
    expect(new Decimal(await estoquePP()).minus(estoqueAntes).toFixed(4)).toBe('100.0000');
  });

  it('releases an unsigned upload whose items SEFAZ confirms, keeping its items as a confirmation would', async () => {
    const original = remessaXml({ nNF: 751, itens: [PP], comProtocolo: true });
    const semAssinatura = remessaXml({ nNF: 751, itens: [PP], comProtocolo: true, assinar: false });
    expect(semAssinatura.chave).toBe(original.chave);
    const estoqueAntes = await estoquePP();
    const upload = await enviar(semAssinatura.xml);
    expect(upload.status).toBe(202);
    const id = upload.body.id;

    registrarNotaDeTerceiro((await t.fiscal.simulador()).state, { xml: original.xml, completo: true });
    expect(await buscar()).toMatchObject({ importadas: 1, falhas: 0 });

    expect(await itensDa(id)).toEqual([['100.0000', '100.0000', false]]);
    expect(await materialDaNota(id)).toEqual([['100.0000', '100.0000']]);
    expect(new Decimal(await estoquePP()).minus(estoqueAntes).toFixed(4)).toBe('100.0000');
    expect(await liberacao(id)).toEqual([
      {
        chave: original.chave,
        situacao_assinatura: 'ausente',
        liberada_pela_sefaz: true,
        motivo:
          'Sem motivo de usuário: liberada pelo documento autorizado que a SEFAZ entregou (Buscar na SEFAZ).',
      },
    ]);
    const [entrada] = await t.db.select().from(nfeEntradas).where(eq(nfeEntradas.id, id));
    expect(entrada).toMatchObject({ assinaturaPendente: false, situacaoAssinatura: 'valida' });
  });

  it("raises an altered purchase's payables and own stock from SEFAZ's document", async () => {
    const original = compraXml({
      nNF: 752,
      itens: [PP],
      comProtocolo: true,
      duplicatas: [{ nDup: '001', dVenc: '2026-12-20', vDup: '800.00' }],
    });
    const alterado = original.xml.replace('<qCom>100.0000</qCom>', '<qCom>999999.0000</qCom>');
    const estoqueAntes = await estoquePP();
    const upload = await enviar(alterado);
    expect(upload.status).toBe(202);
    const id = upload.body.id;
    const pagaveis = () =>
      t.db
        .select({ valor: lancamentos.valorOriginal, vencimento: lancamentos.dataVencimento })
        .from(lancamentos)
        .where(and(eq(lancamentos.origem, 'NFE_ENTRADA'), eq(lancamentos.idDocumento, id)));
    expect(await pagaveis()).toEqual([]);

    registrarNotaDeTerceiro((await t.fiscal.simulador()).state, { xml: original.xml, completo: true });
    expect(await buscar()).toMatchObject({ importadas: 1, falhas: 0 });

    expect(await pagaveis()).toEqual([{ valor: '800.00', vencimento: '2026-12-20' }]);
    expect(new Decimal(await estoquePP()).minus(estoqueAntes).toFixed(4)).toBe('100.0000');
    expect(await itensDa(id)).toEqual([['100.0000', '0.0000', false]]);
  });
});
