import { hojeEmBrasilia } from '@erp/fiscal/data-hora';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../src/db/schema/auditoria.ts';
import { boletos } from '../../src/db/schema/boletos.ts';
import { clientes } from '../../src/db/schema/cadastros.ts';
import { empresa } from '../../src/db/schema/empresa.ts';
import { type Api, apiOf, categorias, inserirLancamento } from '../financeiro/factories.ts';
import { entrarComoOperador } from '../support/operador.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let tokenAdmin: string;
let api: Api;
let cat: Awaited<ReturnType<typeof categorias>>;
let idInjetora: number;
let idJoao: number;
let idBb: number;

/**
 * The Banco do Brasil account of the golden file: convênio 1474166, carteira 17 variação 019, juros 3 % a.m.,
 * multa 2 %.
 */
const CONTA_BB = {
  descricao: 'BB cobrança',
  banco: '001',
  agencia: '3174-7',
  conta: '00011672-6',
  carteira: '17',
  convenio: '1474166',
  variacao_carteira: '19',
  proximo_nosso_numero: 328,
  percentual_juros_mes: '3.00',
  percentual_multa: '2.00',
  padrao: true,
};

beforeAll(async () => {
  t = await createTestApp();
  tokenAdmin = await t.loginAsAdmin();
  api = apiOf(t, tokenAdmin);
  cat = await categorias(api);
  await t.db
    .update(empresa)
    .set({ razaoSocial: 'Plásticos São José Indústria e Comércio Ltda', cnpj: '11222333000181' })
    .where(eq(empresa.id, 1));
  const [injetora, joao] = await t.db
    .insert(clientes)
    .values([
      {
        nomeRazaoSocial: 'Injetora Paulista Ltda',
        cpfCnpj: '11444777000161',
        logradouro: 'Rua das Indústrias',
        numero: '100',
        bairro: 'Distrito Industrial',
        cep: '12240-000',
        cidade: 'São José dos Campos',
        uf: 'SP',
      },
      {
        nomeRazaoSocial: 'João da Conceição',
        cpfCnpj: '529.982.247-25',
        logradouro: 'Av. São João',
        numero: '45',
        bairro: 'Centro',
        cep: '01035000',
        cidade: 'São Paulo',
        uf: 'SP',
      },
    ])
    .returning();
  idInjetora = injetora?.id ?? 0;
  idJoao = joao?.id ?? 0;
  const res = await api('/financeiro/contas-bancarias', 'POST', CONTA_BB);
  expect(res.status).toBe(201);
  idBb = ((await res.json()) as { id: number }).id;
});
afterAll(async () => t.close());

const receber = (descricao: string, valorOriginal: string, dataVencimento: string, idCliente = idInjetora) =>
  inserirLancamento(t, {
    tipo: 'RECEITA',
    idCategoria: cat.industrializacao,
    idCliente,
    descricao,
    valorOriginal,
    dataVencimento,
    createdAt: new Date('2026-11-20T15:00:00Z'),
  });

const remessa = (id_conta: number, lancamentos: number[]) =>
  api('/financeiro/cnab/remessa', 'POST', { id_conta, lancamentos });

/** The first position where two lines differ, for a readable failure. */
function primeiraDiferenca(obtida: string, esperada: string): string {
  for (let i = 0; i < Math.max(obtida.length, esperada.length); i += 1) {
    if (obtida[i] !== esperada[i])
      return `posição ${i + 1}: "${obtida.slice(i, i + 20)}" em vez de "${esperada.slice(i, i + 20)}"`;
  }
  return 'iguais';
}

const b = (n: number) => ' '.repeat(n);
const z = (n: number) => '0'.repeat(n);

describe('POST /api/financeiro/cnab/remessa (Banco do Brasil, CNAB 240)', () => {
  it('three titles: the file equals the FEBRABAN 240 field table position by position, CRLF, 240 each', async () => {
    const ids = [
      await receber('NF-e 101', '1500.00', '2026-12-10'),
      await receber('NF-e 102', '250.50', '2026-12-15', idJoao),
      await receber('NF-e 103', '99.99', '2026-12-20'),
    ];
    const res = await remessa(idBb, ids);
    expect(res.status).toBe(201);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="remessa-001-000001.rem"');
    expect(res.headers.get('x-remessa-sequencial')).toBe('1');
    const texto = await res.text();
    expect(texto.endsWith('\r\n')).toBe(true);
    const linhas = texto.slice(0, -2).split('\r\n');
    expect(linhas.map((l) => l.length)).toEqual(Array(linhas.length).fill(240));
    expect(/^[\x20-\x7e\r\n]*$/.test(texto)).toBe(true);
    // The generation date is today in Brasília; the hour (152-157) is the only field the test cannot know.
    const hoje = hojeEmBrasilia();
    const ddmmaaaa = `${hoje.slice(8, 10)}${hoje.slice(5, 7)}${hoje.slice(0, 4)}`;
    const hora = linhas[0]?.slice(151, 157) ?? '';
    expect(hora).toMatch(/^([01]\d|2[0-3])[0-5]\d[0-5]\d$/);
    // agência (5), DV, conta (12), DV, DV agência/conta (branco)
    const contaBb = `${'03174'}${'7'}${'000000011672'}${'6'}${' '}`;
    // convênio (9), 0014 cobrança cedente, carteira (2), variação (3), 2 brancos
    const convenio = `${'001474166'}${'0014'}${'17'}${'019'}${b(2)}`;
    const empresaNome = 'PLASTICOS SAO JOSE INDUSTRIA E'; // 30 positions, accents removed
    const titulo = (
      seq: number,
      id: number,
      nn: string,
      venc: string,
      valor: string,
      jurosDe: string,
      juros: string,
      pagador: string,
    ) => [
      // Segment P
      `00100013${String(seq).padStart(5, '0')}P 01` + // 1-3 banco, 4-7 lote, 8 tipo 3, 9-13 registro, 14 P, 15, 16-17 movimento 01
        `${contaBb}` + // 18-37 agência/conta/DVs
        `1474166${nn}${b(3)}` + // 38-57 nosso número: convênio + 10 dígitos, 3 brancos
        '7' + // 58 carteira 17 = código 7
        '1122' + // 59 cadastramento, 60 documento, 61 emissão, 62 distribuição
        `${String(id).padEnd(15)}` + // 63-77 número do documento
        venc + // 78-85 vencimento
        valor + // 86-100 valor
        `${z(5)} ` + // 101-105 agência cobradora, 106 DV
        '02N' + // 107-108 espécie DM, 109 aceite
        '20112026' + // 110-117 emissão: the receivable's creation day
        `1${jurosDe}${juros}` + // 118 juros por dia, 119-126 a partir de, 127-141 valor
        `0${z(8)}${z(15)}` + // 142-165 desconto: nenhum
        `${z(15)}${z(15)}` + // 166-195 IOF, abatimento
        `${String(id).padEnd(25)}` + // 196-220 uso da empresa: the receivable
        '300' + // 221 não protestar, 222-223
        '0000' + // 224 baixa, 225-227
        `09${z(10)} `, // 228-229 moeda, 230-239 contrato, 240
      // Segment Q
      `00100013${String(seq + 1).padStart(5, '0')}Q 01${pagador}` + // 1-17, 18-153 the payer
        `0${z(15)}${b(40)}000${b(20)}${b(8)}`, // 154-240 no sacador/avalista
      // Segment R
      `00100013${String(seq + 2).padStart(5, '0')}R 01` + // 1-17
        `0${z(8)}${z(15)}0${z(8)}${z(15)}` + // 18-65 descontos 2 e 3
        `2${jurosDe}${'000000000000200'}` + // 66 multa percentual, 67-74 data, 75-89 2,00 %
        `${b(10)}${b(40)}${b(40)}${b(20)}` + // 90-199
        `${z(8)}${z(3)}${z(5)} ${z(12)}  0${b(9)}`, // 200-240 débito automático: nenhum
    ];
    const injetora =
      '2' + // 18 CNPJ
      '011444777000161' + // 19-33
      'INJETORA PAULISTA LTDA'.padEnd(40) + // 34-73
      'RUA DAS INDUSTRIAS, 100'.padEnd(40) + // 74-113
      'DISTRITO INDUST' + // 114-128 (15)
      '12240000' + // 129-136
      'SAO JOSE DOS CA' + // 137-151 (15)
      'SP'; // 152-153
    const joao =
      '1' + // 18 CPF
      '000052998224725' + // 19-33
      'JOAO DA CONCEICAO'.padEnd(40) +
      'AV. SAO JOAO, 45'.padEnd(40) +
      'CENTRO'.padEnd(15) +
      '01035000' +
      'SAO PAULO'.padEnd(15) +
      'SP';
    const esperado = [
      // Header de arquivo
      '001' + // 1-3
        '0000' + // 4-7
        '0' + // 8
        b(9) + // 9-17
        '2' + // 18
        '11222333000181' + // 19-32
        convenio + // 33-52
        contaBb + // 53-72
        empresaNome + // 73-102
        'BANCO DO BRASIL S.A.'.padEnd(30) + // 103-132
        b(10) + // 133-142
        '1' + // 143 remessa
        ddmmaaaa + // 144-151
        hora + // 152-157
        '000001' + // 158-163 NSA
        '083' + // 164-166
        '00000' + // 167-171
        b(20) + // 172-191
        b(20) + // 192-211
        b(29), // 212-240
      // Header de lote
      '0010001' + // 1-7
        '1R01' + // 8 tipo 1, 9 R, 10-11 cobrança
        b(2) + // 12-13
        '042' + // 14-16
        ' ' + // 17
        '2' + // 18
        '011222333000181' + // 19-33
        convenio + // 34-53
        contaBb + // 54-73
        empresaNome + // 74-103
        b(80) + // 104-183 mensagens
        '00000001' + // 184-191 número da remessa
        ddmmaaaa + // 192-199
        z(8) + // 200-207
        b(33), // 208-240
      ...titulo(
        1,
        ids[0] ?? 0,
        '0000000328',
        '10122026',
        '000000000150000',
        '11122026',
        '000000000000150',
        injetora,
      ),
      ...titulo(
        4,
        ids[1] ?? 0,
        '0000000329',
        '15122026',
        '000000000025050',
        '16122026',
        '000000000000025',
        joao,
      ),
      ...titulo(
        7,
        ids[2] ?? 0,
        '0000000330',
        '20122026',
        '000000000009999',
        '21122026',
        '000000000000010',
        injetora,
      ),
      // Trailer de lote: 11 registros (header, 9 segmentos, trailer), 3 títulos, R$ 1.850,49
      `0010001${'5'}${b(9)}000011000003${'00000000000185049'}${z(6)}${z(17)}${z(6)}${z(17)}${z(6)}${z(17)}${b(8)}${b(117)}`,
      // Trailer de arquivo: 1 lote, 13 registros
      `00199999${b(9)}000001000013${z(6)}${b(205)}`,
    ];
    expect(esperado.map((l) => l.length)).toEqual(Array(esperado.length).fill(240));
    expect(linhas).toHaveLength(esperado.length);
    linhas.forEach((linha, i) => {
      expect(linha, `linha ${i + 1}, ${primeiraDiferenca(linha, esperado[i] ?? '')}`).toBe(esperado[i]);
    });

    const situacoes = await t.db.select().from(boletos);
    expect(
      situacoes
        .filter((s) => ids.includes(s.idLancamento))
        .map((s) => [s.idLancamento, s.nossoNumero, s.situacao, s.sequencialRemessa]),
    ).toEqual(ids.map((id, i) => [id, 328 + i, 'enviado ao banco', 1]));
    const auditado = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'CNAB_REMESSA_GERADA'), eq(auditoria.entidade, 'remessas_cnab')));
    expect(auditado.map((a) => a.detalhes)).toEqual([
      { id_conta: idBb, sequencial: 1, leiaute: '240', lancamentos: ids, valor_total: '1850.49' },
    ]);
    // The history keeps the file: downloaded again, the same bytes.
    const lista = (await (await api(`/financeiro/cnab/remessas?id_conta=${idBb}`)).json()) as {
      data: { id: number; sequencial: number; quantidade_titulos: number; valor_total: string }[];
    };
    expect(lista.data.map((r) => [r.sequencial, r.quantidade_titulos, r.valor_total])).toEqual([
      [1, 3, '1850.49'],
    ]);
    const denovo = await api(`/financeiro/cnab/remessas/${lista.data[0]?.id}/arquivo`);
    expect(await denovo.text()).toBe(texto);
    // Sent titles leave 'a enviar' and show under 'enviados'.
    const enviados = (await (
      await api(`/financeiro/cnab/titulos?id_conta=${idBb}&filtro=enviados`)
    ).json()) as {
      data: { id_lancamento: number; situacao: string; sequencial_remessa: number }[];
    };
    expect(enviados.data.map((r) => [r.id_lancamento, r.situacao, r.sequencial_remessa])).toEqual(
      ids.map((id) => [id, 'enviado ao banco', 1]),
    );
  });

  it('refuses a payable, a paid or cancelled receivable, one already sent; nothing is taken', async () => {
    const aberta = await receber('NF-e 200', '10.00', '2026-12-30');
    const pagar = await inserirLancamento(t, {
      tipo: 'DESPESA',
      idCategoria: cat.energia,
      descricao: 'Energia',
      valorOriginal: '10.00',
    });
    const paga = await inserirLancamento(t, {
      tipo: 'RECEITA',
      idCategoria: cat.industrializacao,
      idCliente: idInjetora,
      descricao: 'NF-e 201',
      status: 'Pago',
      valorPagoRecebido: '10.00',
      dataPagamentoRecebimento: '2026-11-01',
    });
    const cancelada = await inserirLancamento(t, {
      tipo: 'RECEITA',
      idCategoria: cat.industrializacao,
      idCliente: idInjetora,
      descricao: 'NF-e 202',
      status: 'Cancelado',
    });
    const esperar = async (ids: number[], status: number, error: string) => {
      const res = await remessa(idBb, ids);
      expect({ status: res.status, body: await res.json() }).toEqual({ status, body: { error } });
    };
    await esperar(
      [aberta, pagar],
      422,
      `O lançamento ${pagar} (Energia) é uma conta a pagar: só contas a receber vão na remessa.`,
    );
    await esperar([aberta, paga], 422, `A conta a receber ${paga} (NF-e 201) já foi paga.`);
    await esperar([cancelada], 422, `A conta a receber ${cancelada} (NF-e 202) foi cancelada.`);
    await esperar([999999], 404, 'Conta a receber 999999 não encontrada.');
    // Nothing was taken by the refused attempts: no boleto for the open one, the next remessa is number 2.
    expect(await t.db.select().from(boletos).where(eq(boletos.idLancamento, aberta))).toEqual([]);
    const ok = await remessa(idBb, [aberta]);
    expect(ok.headers.get('x-remessa-sequencial')).toBe('2');
    await esperar(
      [aberta],
      422,
      `A conta a receber ${aberta} (NF-e 200) já foi enviada ao banco (situação: enviado ao banco, remessa 2).`,
    );
  });

  it("refuses another account's boleto and an account without what its bank needs", async () => {
    const id = await receber('NF-e 300', '10.00', '2026-12-30');
    // Banco do Brasil's convênio field carries the variação da carteira: without it, no file.
    // Blank proximo_nosso_numero keeps the account's sequence.
    const semSequencia = { ...CONTA_BB, proximo_nosso_numero: '' };
    const semVariacaoSalva = await api(`/financeiro/contas-bancarias/${idBb}`, 'PUT', {
      ...semSequencia,
      variacao_carteira: '',
    });
    expect(semVariacaoSalva.status).toBe(200);
    const semVariacao = await remessa(idBb, [id]);
    expect({ status: semVariacao.status, body: await semVariacao.json() }).toEqual({
      status: 422,
      body: {
        error:
          'Informe a variação da carteira do Banco do Brasil (ex.: 019) na conta bancária para gerar a remessa.',
      },
    });
    const restaurada = await api(`/financeiro/contas-bancarias/${idBb}`, 'PUT', semSequencia);
    expect(restaurada.status).toBe(200);
    expect((await api(`/financeiro/lancamentos/${id}/boleto.json`)).status).toBe(200); // a BB boleto
    const outra = await api('/financeiro/contas-bancarias', 'POST', {
      descricao: 'Bradesco',
      banco: '237',
      agencia: '3010-4',
      conta: '123456-0',
      carteira: '09',
    });
    const idBradesco = ((await outra.json()) as { id: number }).id;
    const res = await remessa(idBradesco, [id]);
    expect({ status: res.status, body: await res.json() }).toEqual({
      status: 422,
      body: {
        error: 'Informe o código da empresa no Bradesco no convênio da conta bancária para gerar a remessa.',
      },
    });
    await api(`/financeiro/contas-bancarias/${idBradesco}`, 'PUT', {
      descricao: 'Bradesco',
      banco: '237',
      agencia: '3010-4',
      conta: '123456-0',
      carteira: '09',
      convenio: '4321',
    });
    const res2 = await remessa(idBradesco, [id]);
    expect({ status: res2.status, body: await res2.json() }).toEqual({
      status: 422,
      body: {
        error: `O boleto da conta a receber ${id} (NF-e 300) é de outra conta bancária: gere a remessa na conta do boleto.`,
      },
    });
  });

  it('two remessas at once take two sequences; an account with a remessa cannot be deleted (409)', async () => {
    const a = await receber('NF-e 400', '10.00', '2026-12-30');
    const c = await receber('NF-e 401', '10.00', '2026-12-30');
    const [ra, rc] = await Promise.all([remessa(idBb, [a]), remessa(idBb, [c])]);
    expect([ra.status, rc.status]).toEqual([201, 201]);
    expect([ra.headers.get('x-remessa-sequencial'), rc.headers.get('x-remessa-sequencial')].sort()).toEqual([
      '3',
      '4',
    ]);
    const del = await api(`/financeiro/contas-bancarias/${idBb}`, 'DELETE');
    expect({ status: del.status, body: await del.json() }).toEqual({
      status: 409,
      body: {
        error:
          'Esta conta bancária tem boletos enviados ao banco (remessa CNAB) e não pode ser excluída: os retornos do banco ainda chegam para ela.',
      },
    });
  });

  it('Bradesco and Itaú write CNAB 400: 400 positions a line, the nosso número where the bank reads it', async () => {
    const contas = async () =>
      (
        (await (await api('/financeiro/contas-bancarias?limit=50')).json()) as {
          data: { id: number; banco: string }[];
        }
      ).data;
    const idBradesco = (await contas()).find((c) => c.banco === '237')?.id ?? 0;
    const salva = await api(`/financeiro/contas-bancarias/${idBradesco}`, 'PUT', {
      descricao: 'Bradesco 400',
      banco: '237',
      agencia: '3010-4',
      conta: '123456-0',
      carteira: '09',
      convenio: '4321',
      proximo_nosso_numero: 52,
      percentual_multa: '2.00',
      padrao: true,
    });
    expect(salva.status).toBe(200);
    const id = await receber('NF-e 500', '1234.56', '2026-12-31');
    const res = await remessa(idBradesco, [id]);
    expect(res.status).toBe(201);
    const linhas = (await res.text()).slice(0, -2).split('\r\n');
    expect(linhas.map((l) => l.length)).toEqual([400, 400, 400]);
    const h = linhas[0] ?? '';
    expect(h.slice(0, 26)).toBe('01REMESSA01COBRANCA       '); // 1-26
    expect(h.slice(26, 46)).toBe('00000000000000004321'); // 27-46 código da empresa
    expect(h.slice(76, 94)).toBe('237BRADESCO       '); // 77-94
    expect(h.slice(108, 117)).toBe('MX0000001'); // 109-117 sequência da remessa
    const d = linhas[1] ?? '';
    expect(d.slice(20, 37)).toBe('00090301001234560'); // 21-37 carteira 009, agência 03010, conta 0123456, DV 0
    expect(d.slice(65, 70)).toBe('20200'); // 66 multa, 67-70 2,00 %
    // 71-82 nosso número and its DV (módulo 11, base 7, over carteira + nosso número), as the boleto prints them
    const boleto = (await (await api(`/financeiro/lancamentos/${id}/boleto.json`)).json()) as {
      nosso_numero: string;
    };
    expect(`09/${d.slice(70, 81)}-${d.slice(81, 82)}`).toBe(boleto.nosso_numero);
    expect(d.slice(108, 110)).toBe('01'); // 109-110 remessa
    expect(d.slice(120, 139)).toBe('3112260000000123456'); // 121-126 vencimento, 127-139 valor
    expect(d.slice(394)).toBe('000002'); // 395-400
    expect(linhas[2]).toBe(`9${' '.repeat(393)}000003`);

    const novaItau = await api('/financeiro/contas-bancarias', 'POST', {
      descricao: 'Itaú 400',
      banco: '341',
      agencia: '0057',
      conta: '12345-7',
      carteira: '109',
      padrao: true,
    });
    const idItau = ((await novaItau.json()) as { id: number }).id;
    const id2 = await receber('NF-e 501', '10.00', '2026-12-31');
    const itau = (await (await remessa(idItau ?? 0, [id2])).text()).slice(0, -2).split('\r\n');
    expect(itau.map((l) => l.length)).toEqual([400, 400, 400]);
    expect(itau[0]?.slice(26, 38)).toBe('005700123457'); // 27-30 agência, 31-32 zeros, 33-37 conta, 38 DAC
    expect(itau[1]?.slice(62, 70)).toBe('00000001'); // 63-70 nosso número
    expect(itau[1]?.slice(83, 86)).toBe('109'); // 84-86 carteira
  });

  it('an Operador sends the remessa as it settles receivables; without a token: 401', async () => {
    const operador = await entrarComoOperador(t, tokenAdmin, {
      nome: 'Olga Operadora',
      email: 'olga.cobranca@empresa.local',
      senha: 'Operadora#2026-Cnab',
    });
    const id = await receber('NF-e 600', '10.00', '2026-12-30');
    const contas = (await (await api('/financeiro/contas-bancarias?limit=50')).json()) as {
      data: { id: number; padrao: boolean }[];
    };
    const doOperador = await apiOf(t, operador.token)('/financeiro/cnab/remessa', 'POST', {
      id_conta: contas.data.find((c) => c.padrao)?.id,
      lancamentos: [id],
    });
    expect(doOperador.status).toBe(201);

    const res = await t.request('/api/financeiro/cnab/remessa', {
      method: 'POST',
      json: { id_conta: 1, lancamentos: [1] },
    });
    expect(res.status).toBe(401);
  });
});
