import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../src/db/schema/auditoria.ts';
import { boletos } from '../../src/db/schema/boletos.ts';
import { clientes } from '../../src/db/schema/cadastros.ts';
import { retornosCnab } from '../../src/db/schema/cnab.ts';
import { empresa } from '../../src/db/schema/empresa.ts';
import { categoriasFinanceiras } from '../../src/db/schema/financeiro.ts';
import { lancamentos } from '../../src/db/schema/lancamentos.ts';
import { type Api, apiOf, categorias, inserirLancamento } from '../financeiro/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { retornoBb240, retornoBradesco400 } from './cnab-fixtures.ts';

let t: TestApp;
let token: string;
let api: Api;
let cat: Awaited<ReturnType<typeof categorias>>;
let idCliente: number;
let idBb: number;
let idBradesco: number;

const CONTA_BB = {
  descricao: 'BB cobrança',
  banco: '001',
  agencia: '3174-7',
  conta: '00011672-6',
  carteira: '17',
  convenio: '1474166',
  variacao_carteira: '019',
  proximo_nosso_numero: 500,
  padrao: true,
};
const CONTA_BRADESCO = {
  descricao: 'Bradesco cobrança',
  banco: '237',
  agencia: '3010-4',
  conta: '123456-0',
  carteira: '09',
  convenio: '4321',
  proximo_nosso_numero: 70,
};

beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginAsAdmin();
  api = apiOf(t, token);
  cat = await categorias(api);
  await t.db
    .update(empresa)
    .set({ razaoSocial: 'Plásticos São José Indústria e Comércio Ltda', cnpj: '11222333000181' })
    .where(eq(empresa.id, 1));
  const [c] = await t.db
    .insert(clientes)
    .values({
      nomeRazaoSocial: 'Injetora Paulista Ltda',
      cpfCnpj: '11444777000161',
      cep: '12240000',
      uf: 'SP',
    })
    .returning();
  idCliente = c?.id ?? 0;
  idBb = ((await (await api('/financeiro/contas-bancarias', 'POST', CONTA_BB)).json()) as { id: number }).id;
  const bradesco = await api('/financeiro/contas-bancarias', 'POST', CONTA_BRADESCO);
  idBradesco = ((await bradesco.json()) as { id: number }).id;
});
afterAll(async () => t.close());

/** Open receivables sent to the bank in one remessa of the default account; their ids in order. */
async function enviados(valores: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, valorOriginal] of valores.entries()) {
    ids.push(
      await inserirLancamento(t, {
        tipo: 'RECEITA',
        idCategoria: cat.industrializacao,
        idCliente,
        descricao: `NF-e ${700 + i}`,
        valorOriginal,
        dataVencimento: '2026-12-05',
      }),
    );
  }
  const contas = (await (await api('/financeiro/contas-bancarias?limit=50')).json()) as {
    data: { id: number; padrao: boolean }[];
  };
  const padrao = contas.data.find((c) => c.padrao)?.id ?? 0;
  const res = await api('/financeiro/cnab/remessa', 'POST', { id_conta: padrao, lancamentos: ids });
  expect(res.status, await res.clone().text()).toBe(201);
  return ids;
}

async function importar(conteudo: string | Buffer, campos: { id_conta?: number; nome?: string } = {}) {
  const form = new FormData();
  form.append(
    'arquivo',
    new Blob([typeof conteudo === 'string' ? conteudo : new Uint8Array(conteudo)]),
    campos.nome ?? 'retorno.ret',
  );
  if (campos.id_conta !== undefined) form.append('id_conta', String(campos.id_conta));
  const res = await t.request('/api/financeiro/cnab/retorno', { method: 'POST', token, body: form });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const lancamento = async (id: number) => {
  const [row] = await t.db.select().from(lancamentos).where(eq(lancamentos.id, id));
  return row;
};
const situacao = async (id: number) => {
  const [row] = await t.db.select().from(boletos).where(eq(boletos.idLancamento, id));
  return { situacao: row?.situacao, motivo: row?.motivoRejeicao, nossoNumero: row?.nossoNumero };
};
const quantos = async () => {
  const [r] = await t.db.select({ n: count() }).from(retornosCnab);
  const [l] = await t.db.select({ n: count() }).from(lancamentos);
  return { retornos: r?.n, lancamentos: l?.n };
};

describe('POST /api/financeiro/cnab/retorno: bad files change nothing', () => {
  it('refuses each with a message in Portuguese, and nothing is applied', async () => {
    const [id] = await enviados(['100.00']);
    const { nossoNumero } = await situacao(id ?? 0);
    const bom = retornoBb240([
      {
        codigo: '06',
        nossoNumero: nossoNumero ?? 0,
        idLancamento: id ?? 0,
        vencimento: '05122026',
        valorTitulo: '100.00',
        pago: '100.00',
        dataOcorrencia: '05122026',
      },
    ]);
    const linhas = bom.split('\r\n');
    const trocar = (i: number, linha: string) => linhas.map((l, j) => (j === i ? linha : l)).join('\r\n');
    const antes = await quantos();
    const casos: [string | Buffer, number, string, { id_conta?: number }?][] = [
      [
        trocar(2, (linhas[2] ?? '').slice(0, 239)),
        422,
        'Linha 3 com 239 posições, e não 240 como a primeira: o arquivo está incompleto ou foi alterado.',
      ],
      [
        trocar(3, linhas[2] ?? ''),
        422,
        'Retorno inválido. Linha 4: o segmento T da linha 3 não é seguido do segmento U.',
      ],
      [
        trocar(3, `${(linhas[3] ?? '').slice(0, 17)}ABC${(linhas[3] ?? '').slice(20)}`),
        422,
        'Retorno inválido. Linha 4: valor inválido nas posições 18 a 32.',
      ],
      [
        Buffer.from(
          trocar(2, `${(linhas[2] ?? '').slice(0, 148)}CONCEIÇÃO${(linhas[2] ?? '').slice(157, 238)}`),
          'utf8',
        ),
        422,
        'O arquivo foi salvo em UTF-8 com acentos: o retorno CNAB é ASCII (ou ISO-8859-1) de posições fixas. Envie o arquivo como o banco o gerou, sem abri-lo e salvá-lo em outro programa.',
      ],
      [
        Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff, 0x10, 0x00, 0x42]),
        422,
        'O arquivo não é um retorno CNAB: tem caracteres de controle ou dados binários. Envie o arquivo de retorno (.ret) como o banco o gerou.',
      ],
      [Buffer.alloc(0), 422, 'O arquivo de retorno está vazio.'],
      [
        retornoBb240([], { agencia: '09999' }),
        422,
        'Este retorno é de uma conta do Banco do Brasil que não está cadastrada em Financeiro > Contas bancárias.',
      ],
      [
        bom,
        422,
        'Este retorno é da conta BB cobrança (banco 001, ag. 3174-7, conta 00011672-6), não da conta escolhida.',
        { id_conta: idBradesco },
      ],
    ];
    for (const [conteudo, status, error, campos] of casos) {
      expect(await importar(conteudo, campos)).toEqual({ status, body: { error } });
    }
    // The remessa itself, sent back by mistake.
    const remessa = await (await api(`/financeiro/cnab/remessas?id_conta=${idBb}`)).json();
    const arquivo = await (
      await api(`/financeiro/cnab/remessas/${(remessa as { data: { id: number }[] }).data[0]?.id}/arquivo`)
    ).text();
    expect(await importar(arquivo)).toEqual({
      status: 422,
      body: { error: 'Este é um arquivo de remessa, não de retorno: envie o retorno que o banco devolveu.' },
    });
    // 50 MB: cut at 5 MB, never read whole.
    const grande = Buffer.alloc(50 * 1024 * 1024, 0x30);
    expect(await importar(grande)).toEqual({
      status: 413,
      body: { error: 'O arquivo de retorno excede o tamanho máximo de 5 MB.' },
    });
    expect(await quantos()).toEqual(antes);
    expect((await lancamento(id ?? 0))?.status).toBe('Pendente');
    expect(await situacao(id ?? 0)).toMatchObject({ situacao: 'enviado ao banco' });
  });

  it('without a token: 401, nothing read', async () => {
    const res = await t.request('/api/financeiro/cnab/retorno', { method: 'POST', body: new FormData() });
    expect(res.status).toBe(401);
  });
});

describe('POST /api/financeiro/cnab/retorno, Banco do Brasil CNAB 240', () => {
  it('registers, settles with juros/desconto/tarifa, rejects with the reason, writes off; a second import changes nothing', async () => {
    const [a, b, c, d] = await enviados(['1500.00', '250.50', '99.99', '300.00']);
    const nn = async (id: number | undefined) => (await situacao(id ?? 0)).nossoNumero ?? 0;
    // D was settled by hand before the bank's file came.
    const manual = await api(`/financeiro/lancamentos/${d}/baixar`, 'POST', {
      valor_recebido: '300.00',
      data_pagamento: '2026-12-04',
      valor_desconto: '0',
      valor_juros_multa: '0',
    });
    expect(manual.status).toBe(200);
    const comum = { vencimento: '05122026', dataOcorrencia: '10122026', dataCredito: '11122026' };
    const ocorrencias = [
      {
        ...comum,
        codigo: '02',
        nossoNumero: await nn(a),
        idLancamento: a ?? 0,
        valorTitulo: '1500.00',
        tarifa: '1.20',
      },
      {
        ...comum,
        codigo: '06',
        nossoNumero: await nn(a),
        idLancamento: a ?? 0,
        valorTitulo: '1500.00',
        juros: '25.35',
        desconto: '5.00',
        pago: '1520.35',
        tarifa: '2.50',
      },
      {
        ...comum,
        codigo: '03',
        nossoNumero: await nn(b),
        idLancamento: b ?? 0,
        valorTitulo: '250.50',
        motivos: '48',
      },
      { ...comum, codigo: '09', nossoNumero: await nn(c), idLancamento: c ?? 0, valorTitulo: '99.99' },
      {
        ...comum,
        codigo: '06',
        nossoNumero: await nn(d),
        idLancamento: d ?? 0,
        valorTitulo: '300.00',
        pago: '300.00',
      },
      { ...comum, codigo: '06', nossoNumero: 999_999, idLancamento: 0, valorTitulo: '10.00', pago: '10.00' },
    ];
    const arquivo = retornoBb240(ocorrencias);
    const res = await importar(arquivo, { id_conta: idBb });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const linha = (o: number, campos: Record<string, unknown>) => ({
      linha: 3 + 2 * o,
      juros_multa: '0.00',
      desconto: '0.00',
      tarifa: '0.00',
      valor_pago: '0.00',
      ...campos,
    });
    const nnTexto = async (id: number | undefined) => `1474166${String(await nn(id)).padStart(10, '0')}`;
    expect(res.body.ocorrencias).toEqual([
      linha(0, {
        codigo: '02',
        ocorrencia: 'Entrada confirmada',
        nosso_numero: await nnTexto(a),
        id_lancamento: a,
        titulo: 'NF-e 700',
        tarifa: '1.20',
        resultado: 'Registrado no banco',
        aplicada: true,
      }),
      linha(1, {
        codigo: '06',
        ocorrencia: 'Liquidação',
        nosso_numero: await nnTexto(a),
        id_lancamento: a,
        titulo: 'NF-e 700',
        valor_pago: '1520.35',
        juros_multa: '25.35',
        desconto: '5.00',
        tarifa: '2.50',
        resultado: 'Liquidado: conta a receber baixada',
        aplicada: true,
      }),
      linha(2, {
        codigo: '03',
        ocorrencia: 'Entrada rejeitada',
        nosso_numero: await nnTexto(b),
        id_lancamento: b,
        titulo: 'NF-e 701',
        resultado: "Rejeitado: CEP inválido (motivo 48). O título volta para 'a enviar'",
        aplicada: true,
      }),
      linha(3, {
        codigo: '09',
        ocorrencia: 'Baixa',
        nosso_numero: await nnTexto(c),
        id_lancamento: c,
        titulo: 'NF-e 702',
        resultado: 'Baixado no banco: a conta a receber continua em aberto',
        aplicada: true,
      }),
      linha(4, {
        codigo: '06',
        ocorrencia: 'Liquidação',
        nosso_numero: await nnTexto(d),
        id_lancamento: d,
        titulo: 'NF-e 703',
        valor_pago: '300.00',
        resultado: 'Já baixado manualmente: nada foi pago de novo',
        aplicada: false,
      }),
      linha(5, {
        codigo: '06',
        ocorrencia: 'Liquidação',
        nosso_numero: '14741660000999999',
        id_lancamento: null,
        titulo: null,
        valor_pago: '10.00',
        resultado: 'Título não encontrado nesta conta',
        aplicada: false,
      }),
    ]);
    // The clerk's numbers, to the centavo.
    expect(await lancamento(a ?? 0)).toMatchObject({
      status: 'Pago',
      valorPagoRecebido: '1520.35',
      valorJurosMulta: '25.35',
      valorDesconto: '5.00',
      dataPagamentoRecebimento: '2026-12-10',
    });
    expect(await lancamento(d ?? 0)).toMatchObject({
      status: 'Pago',
      valorPagoRecebido: '300.00',
      dataPagamentoRecebimento: '2026-12-04',
    });
    expect((await lancamento(c ?? 0))?.status).toBe('Pendente');
    expect(await situacao(a ?? 0)).toMatchObject({ situacao: 'liquidado' });
    expect(await situacao(b ?? 0)).toMatchObject({
      situacao: 'rejeitado',
      motivo: 'CEP inválido (motivo 48)',
    });
    expect(await situacao(c ?? 0)).toMatchObject({ situacao: 'baixado' });
    expect(await situacao(d ?? 0)).toMatchObject({ situacao: 'liquidado' });
    // The tariffs: one payable already paid, in 'Tarifas bancárias', on the credit day.
    const tarifas = await lancamento(Number(res.body.id_lancamento_tarifas));
    const [categoria] = await t.db
      .select()
      .from(categoriasFinanceiras)
      .where(eq(categoriasFinanceiras.id, tarifas?.idCategoria ?? 0));
    expect({ ...tarifas, categoria: categoria?.nome }).toMatchObject({
      tipo: 'DESPESA',
      status: 'Pago',
      valorOriginal: '3.70',
      valorPagoRecebido: '3.70',
      dataPagamentoRecebimento: '2026-12-11',
      categoria: 'Tarifas bancárias',
    });
    const auditado = await t.db
      .select()
      .from(auditoria)
      .where(
        and(eq(auditoria.acao, 'CNAB_RETORNO_IMPORTADO'), eq(auditoria.idEntidade, String(res.body.id))),
      );
    expect(auditado.map((r) => r.detalhes)).toMatchObject([{ id_conta: idBb, ocorrencias: 6, aplicadas: 4 }]);
    const baixaAuditada = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'LANCAMENTO_BAIXADO_RETORNO_CNAB'), eq(auditoria.idEntidade, String(a))));
    expect(baixaAuditada).toHaveLength(1);

    // The same file again: refused, nothing settled twice.
    const antes = await quantos();
    const denovo = await importar(arquivo);
    expect(denovo.status).toBe(409);
    expect(String(denovo.body.error)).toMatch(
      /^Este arquivo de retorno já foi importado em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}: nada foi aplicado de novo\.$/,
    );
    expect(await quantos()).toEqual(antes);
    // A later file repeating A's liquidation (banks resend a day's movements): reported, not applied.
    const outro = await importar(retornoBb240([ocorrencias[1] as (typeof ocorrencias)[number]], { nsa: 2 }));
    expect(outro.status).toBe(200);
    expect(outro.body).toMatchObject({
      id_lancamento_tarifas: null,
      ocorrencias: [{ id_lancamento: a, resultado: 'Já aplicada por um retorno anterior', aplicada: false }],
    });
    expect(await lancamento(a ?? 0)).toMatchObject({ valorPagoRecebido: '1520.35' });

    // The rejected title is back among those to send, with the bank's reason, and goes in the next remessa.
    const aEnviar = (await (
      await api(`/financeiro/cnab/titulos?id_conta=${idBb}&filtro=rejeitados`)
    ).json()) as {
      data: { id_lancamento: number; situacao: string; motivo_rejeicao: string }[];
    };
    expect(aEnviar.data.map((r) => [r.id_lancamento, r.situacao, r.motivo_rejeicao])).toEqual([
      [b, 'rejeitado', 'CEP inválido (motivo 48)'],
    ]);
    const reenvio = await api('/financeiro/cnab/remessa', 'POST', { id_conta: idBb, lancamentos: [b] });
    expect(reenvio.status).toBe(201);
    expect(await situacao(b ?? 0)).toMatchObject({ situacao: 'enviado ao banco', motivo: null });
  });
});

describe('POST /api/financeiro/cnab/retorno, Bradesco CNAB 400', () => {
  it('settles with juros, desconto and tarifa exactly in centavos', async () => {
    await api(`/financeiro/contas-bancarias/${idBradesco}`, 'PUT', { ...CONTA_BRADESCO, padrao: true });
    const [id] = await enviados(['2246.74']);
    const { nossoNumero } = await situacao(id ?? 0);
    const boleto = (await (await api(`/financeiro/lancamentos/${id}/boleto.json`)).json()) as {
      nosso_numero: string;
    };
    const arquivo = retornoBradesco400([
      {
        codigo: '06',
        nossoNumero: nossoNumero ?? 0,
        dv: boleto.nosso_numero.slice(-1),
        idLancamento: id ?? 0,
        vencimento: '051226',
        valorTitulo: '2246.74',
        juros: '12.07',
        desconto: '0.81',
        pago: '2258.00',
        tarifa: '1.95',
        dataOcorrencia: '081226',
        dataCredito: '091226',
      },
    ]);
    expect(
      arquivo
        .split('\r\n')
        .slice(0, -1)
        .map((l) => l.length),
    ).toEqual([400, 400, 400]);
    const res = await importar(arquivo);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      id_conta: idBradesco,
      leiaute: '400',
      ocorrencias: [
        {
          linha: 2,
          codigo: '06',
          ocorrencia: 'Liquidação normal',
          id_lancamento: id,
          valor_pago: '2258.00',
          juros_multa: '12.07',
          desconto: '0.81',
          tarifa: '1.95',
          resultado: 'Liquidado: conta a receber baixada',
          aplicada: true,
        },
      ],
    });
    expect(await lancamento(id ?? 0)).toMatchObject({
      status: 'Pago',
      valorPagoRecebido: '2258.00',
      valorJurosMulta: '12.07',
      valorDesconto: '0.81',
      dataPagamentoRecebimento: '2026-12-08',
    });
    const tarifas = await t.db
      .select()
      .from(lancamentos)
      .where(inArray(lancamentos.id, [Number(res.body.id_lancamento_tarifas)]));
    expect(tarifas.map((l) => [l.valorOriginal, l.status, l.dataPagamentoRecebimento])).toEqual([
      ['1.95', 'Pago', '2026-12-09'],
    ]);
  });
});
