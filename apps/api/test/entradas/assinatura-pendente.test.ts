import type {
  TEntrada,
  TEntradaItemDetalhe,
  TImportacaoEntrada,
  TImportacaoZipEntradas,
} from '@erp/contracts/entradas';
import type { TRelatorioMaterialTerceiros } from '@erp/contracts/material-terceiros';
import type { TPaginated } from '@erp/contracts/pagination';
import { Decimal } from '@erp/fiscal/decimal';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../src/db/schema/auditoria.ts';
import { clientes, produtos } from '../../src/db/schema/cadastros.ts';
import { nfeEntradas } from '../../src/db/schema/entradas.ts';
import { lancamentos } from '../../src/db/schema/lancamentos.ts';
import {
  CNPJ_CLIENTE,
  compraXml,
  formComXml,
  prepararEmpresaDaRemessa,
  remessaXml,
} from '../support/nfe-remessa.ts';
import { entrarComoOperador } from '../support/operador.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { buildZip } from '../support/zip.ts';

// Issue 26: an uploaded note whose signature does not verify is kept but moves nothing until an Administrador
// accepts it with a reason; a signature-wrapped or altered 999 999 kg never becomes a balance on its own.

let t: TestApp;
let token: string;
let operador: string;
let idPP: number;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginAsAdmin();
  await prepararEmpresaDaRemessa(t, token);
  operador = (
    await entrarComoOperador(t, token, {
      nome: 'Op Entradas',
      email: 'op.assinatura@x.com',
      senha: 'Operador#2026x',
    })
  ).token;
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
const MOTIVO = 'Conferido por telefone com o cliente: a remessa é real.';

/** The client's remessa altered after signing: the kg of its item multiplied ten thousand times. */
const adulterada = (nNF: number) =>
  remessaXml({ nNF, itens: [PP] }).xml.replace('<qCom>100.0000</qCom>', '<qCom>999999.0000</qCom>');

const api = async <T>(path: string, init: { method?: string; json?: unknown; token?: string } = {}) => {
  const res = await t.request(`/api${path}`, { token, ...init });
  return { status: res.status, body: (await res.json()) as T & { error?: string } };
};
const enviar = async (xml: string | Buffer, nome = 'nota.xml') => {
  const res = await t.request('/api/upload/nfe-entrada', {
    method: 'POST',
    token,
    body: formComXml(xml, nome),
  });
  return { status: res.status, body: (await res.json()) as TImportacaoEntrada & { error?: string } };
};
const confirmar = (id: number, motivo: unknown, comToken = token) =>
  api<{ message: string }>(`/upload/nfe-entrada/${id}/confirmar-assinatura`, {
    method: 'POST',
    token: comToken,
    json: { motivo },
  });
const idCliente = async () =>
  (await t.db.select().from(clientes).where(eq(clientes.cpfCnpj, CNPJ_CLIENTE)))[0]?.id as number;
const estoquePP = async () =>
  (await t.db.select().from(produtos).where(eq(produtos.id, idPP)))[0]?.estoqueAtual;
const itensDa = async (id: number) =>
  (await api<TEntradaItemDetalhe[]>(`/upload/nfe-entrada/${id}/itens`)).body.map((i) => [
    i.quantidade_kg,
    i.saldo_kg,
    i.assinatura_pendente,
  ]);
const materialDaNota = async (id: number) =>
  (await api<TRelatorioMaterialTerceiros>('/relatorios/material-terceiros?limit=100')).body.data.filter(
    (l) => l.id_nfe_entrada === id,
  );
const linhaDaNota = async (nNF: number) =>
  (await api<TPaginated<TEntrada>>(`/upload/nfe-entrada?search=${nNF}`)).body.data.find(
    (e) => e.numero_nf === nNF,
  );

describe('an uploaded remessa whose signature does not verify', () => {
  let id: number;

  it('is kept waiting (202), marked in the list and on its items, with no balance, stock or FIFO', async () => {
    const estoqueAntes = await estoquePP();
    const r = await enviar(adulterada(40));
    expect(r.status).toBe(202);
    expect(r.body).toMatchObject({
      message: 'NF-e 40 recebida com assinatura inválida: aguarda a confirmação de um Administrador.',
      assinatura_pendente: true,
      avisos: ['Assinatura inválida', 'Sem protocolo de autorização'],
      lancamentos: [],
    });
    id = r.body.id;
    expect(await linhaDaNota(40)).toMatchObject({
      id,
      assinatura_pendente: true,
      avisos: ['Assinatura inválida', 'Sem protocolo de autorização'],
    });
    expect(await itensDa(id)).toEqual([['999999.0000', '0.0000', true]]);
    expect(await estoquePP()).toBe(estoqueAntes);
    expect(await materialDaNota(id)).toEqual([]);
    const cliente = await idCliente();
    expect((await api(`/fifo-item/cliente/${cliente}/produto/${idPP}`)).status).toBe(404);
    expect((await api<{ id: number }[]>(`/upload/nfe-entrada/cliente/${cliente}`)).body).toEqual([]);
  });

  it('cannot be accepted by an Operador (403, audited), even with an invalid body, and stays waiting', async () => {
    for (const motivo of [MOTIVO, '', 42]) {
      const r = await confirmar(id, motivo, operador);
      expect(r.status).toBe(403);
      expect(r.body).toEqual({ error: 'Apenas um Administrador pode realizar esta operação.' });
    }
    const negadas = await t.db.select().from(auditoria).where(eq(auditoria.acao, 'PERMISSAO_NEGADA'));
    expect(negadas.map((a) => a.detalhes)).toContainEqual({
      rota: 'POST /api/upload/nfe-entrada/:id/confirmar-assinatura',
    });
    expect((await linhaDaNota(40))?.assinatura_pendente).toBe(true);
  });

  it('asks the Administrador for a reason of 15 to 500 characters', async () => {
    for (const motivo of ['  curto  ', 'x'.repeat(501)]) {
      const r = await confirmar(id, motivo);
      expect(r.status).toBe(400);
      expect(r.body.error).toContain('Informe o motivo com 15 a 500 caracteres.');
    }
    expect((await confirmar(id, 'motivo com \u0007 controle')).status).toBe(400);
  });

  it('is accepted by an Administrador with the reason, audited, and only then its kg are the client balance', async () => {
    const estoqueAntes = await estoquePP();
    const r = await confirmar(id, `  ${MOTIVO}  `);
    expect(r).toEqual({
      status: 200,
      body: { message: 'Assinatura da NF-e 40 aceita: o material e o estoque da nota estão disponíveis.' },
    });
    const [linha] = await t.db
      .select()
      .from(auditoria)
      .where(
        and(eq(auditoria.acao, 'NFE_ENTRADA_ASSINATURA_CONFIRMADA'), eq(auditoria.idEntidade, String(id))),
      );
    expect(linha).toMatchObject({
      entidade: 'nfe_entradas',
      email: null,
      detalhes: { chave: expect.any(String), situacao_assinatura: 'invalida', motivo: MOTIVO },
    });
    expect(linha?.idUsuario).not.toBeNull();
    const [entrada] = await t.db.select().from(nfeEntradas).where(eq(nfeEntradas.id, id));
    expect(entrada).toMatchObject({
      assinaturaPendente: false,
      motivoConfirmacaoAssinatura: MOTIVO,
      idUsuarioConfirmacaoAssinatura: linha?.idUsuario,
    });

    expect(await itensDa(id)).toEqual([['999999.0000', '999999.0000', false]]);
    expect(new Decimal((await estoquePP()) ?? '').minus(estoqueAntes ?? '').toFixed(4)).toBe('999999.0000');
    expect((await materialDaNota(id)).map((l) => [l.recebido_kg, l.saldo_kg])).toEqual([
      ['999999.0000', '999999.0000'],
    ]);
    const fifo = await api<{ saldo_kg: string; id_nfe_entrada: number }>(
      `/fifo-item/cliente/${await idCliente()}/produto/${idPP}`,
    );
    expect(fifo.body).toMatchObject({ saldo_kg: '999999.0000', id_nfe_entrada: id });
    expect((await linhaDaNota(40))?.assinatura_pendente).toBe(false);
  });

  it('is not accepted twice (409)', async () => {
    expect(await confirmar(id, MOTIVO)).toEqual({
      status: 409,
      body: { error: 'A NF-e 40 não aguarda a confirmação da assinatura.' },
    });
    const validas = await enviar(remessaXml({ nNF: 41, itens: [PP] }).xml);
    expect(validas.status).toBe(201);
    expect(validas.body.assinatura_pendente).toBe(false);
    expect((await confirmar(validas.body.id, MOTIVO)).status).toBe(409);
  });
});

describe('an unsigned supplier note', () => {
  it('raises its payables and own stock only when accepted', async () => {
    const { xml } = compraXml({
      nNF: 42,
      itens: [PP],
      assinar: false,
      duplicatas: [{ nDup: '001', dVenc: '2026-12-20', vDup: '800.00' }],
    });
    const estoqueAntes = await estoquePP();
    const r = await enviar(xml);
    expect(r.status).toBe(202);
    expect(r.body).toMatchObject({ assinatura_pendente: true, lancamentos: [] });
    const pagaveis = () =>
      t.db
        .select({ valor: lancamentos.valorOriginal, vencimento: lancamentos.dataVencimento })
        .from(lancamentos)
        .where(and(eq(lancamentos.origem, 'NFE_ENTRADA'), eq(lancamentos.idDocumento, r.body.id)));
    expect(await pagaveis()).toEqual([]);
    expect(await estoquePP()).toBe(estoqueAntes);

    expect((await confirmar(r.body.id, MOTIVO)).status).toBe(200);
    expect(await pagaveis()).toEqual([{ valor: '800.00', vencimento: '2026-12-20' }]);
    expect(new Decimal((await estoquePP()) ?? '').minus(estoqueAntes ?? '').toFixed(4)).toBe('100.0000');
  });
});

describe('a .zip with a note whose signature does not verify', () => {
  it('imports the valid notes and leaves the altered one waiting, undoable while it waits', async () => {
    const r = await t.request('/api/upload/nfe-entrada', {
      method: 'POST',
      token,
      body: formComXml(
        buildZip([
          { name: 'valida.xml', content: remessaXml({ nNF: 43, itens: [PP] }).xml },
          { name: 'adulterada.xml', content: adulterada(44) },
        ]),
        'notas.zip',
      ),
    });
    expect(r.status).toBe(200);
    const { arquivos } = (await r.json()) as TImportacaoZipEntradas;
    const resultado = (arquivo: string) => {
      const a = arquivos.find((x) => x.arquivo === arquivo);
      return a?.situacao === 'importada' ? a.importacao : undefined;
    };
    expect(resultado('valida.xml')).toMatchObject({
      assinatura_pendente: false,
      avisos: ['Sem protocolo de autorização'],
    });
    const pendente = resultado('adulterada.xml');
    expect(pendente).toMatchObject({
      message: 'NF-e 44 recebida com assinatura inválida: aguarda a confirmação de um Administrador.',
      assinatura_pendente: true,
    });
    const id = pendente?.id as number;
    expect(await itensDa(id)).toEqual([['999999.0000', '0.0000', true]]);
    expect(await materialDaNota(id)).toEqual([]);

    const estoqueAntes = await estoquePP();
    expect(await api(`/upload/nfe-entrada/${id}`, { method: 'DELETE' })).toEqual({
      status: 200,
      body: { message: 'Importação da NF-e 44 desfeita.' },
    });
    expect(await estoquePP()).toBe(estoqueAntes);
    expect(await linhaDaNota(44)).toBeUndefined();
  });
});
