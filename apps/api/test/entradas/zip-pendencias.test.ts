import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type EmitenteDaNota,
  formComXml,
  type ItemRemessa,
  prepararEmpresaDaRemessa,
  remessaXml,
} from '../support/nfe-remessa.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { buildZip, type ZipInput } from '../support/zip.ts';

let t: TestApp;
let token: string;
let idPP: number;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginAsAdmin();
  await prepararEmpresaDaRemessa(t, token);
  const [pp] = (
    await t.db.execute<{ id: number }>(sql`select id from produtos where codigo_interno = 'PP-H503'`)
  ).rows;
  idPP = pp?.id ?? 0;
});
afterAll(async () => t.close());

/** Three clients never seen: each sends its material in sacks or units, under its own codes. */
const ALFA: EmitenteDaNota = { CNPJ: '12345678000195', xNome: 'Alfa Embalagens Ltda' };
const BETA: EmitenteDaNota = { CNPJ: '23456789000195', xNome: 'Beta Utilidades Ltda' };
const GAMA: EmitenteDaNota = { CNPJ: '34567890000130', xNome: 'Gama Descartáveis Ltda' };

/** Alfa's resin in 25 kg sacks (to register) and its masterbatch in kg, which is our PP (to link). */
const alfaResina = (n: number): ItemRemessa => ({
  cProd: 'ALFA-RES',
  xProd: 'Resina PEAD saco 25 kg',
  NCM: '39012029',
  uCom: 'SC',
  qCom: String(10 + n),
  vUnCom: '200.00',
  vProd: (200 * (10 + n)).toFixed(2),
});
const ALFA_MB: ItemRemessa = {
  cProd: 'ALFA-PP',
  xProd: 'PP homopolimero',
  qCom: '50.0000',
  vUnCom: '8.00',
  vProd: '400.00',
};
/** Beta's caps by the unit (to register), sent under 5949: its destination is asked. */
const betaTampa = (n: number): ItemRemessa => ({
  cProd: 'BETA-TAMPA',
  xProd: 'Tampa 28 mm',
  NCM: '39235000',
  uCom: 'UN',
  qCom: String(1000 * n),
  vUnCom: '0.10',
  vProd: (100 * n).toFixed(2),
  CFOP: '5949',
});
/** Gama's film in sacks (to register) and, in its first notes only, its pallets (to ignore). */
const gamaFilme = (n: number): ItemRemessa => ({
  cProd: 'GAMA-PEBD',
  xProd: 'PEBD filme saco 20 kg',
  NCM: '39011010',
  uCom: 'SC',
  qCom: String(n),
  vUnCom: '150.00',
  vProd: (150 * n).toFixed(2),
});
const GAMA_PALETE: ItemRemessa = {
  cProd: 'GAMA-PALETE',
  xProd: 'Palete de madeira',
  NCM: '44152000',
  uCom: 'UN',
  qCom: '1',
  vUnCom: '30.00',
  vProd: '30.00',
};

/** 20 notes of the three clients, Alfa and Beta alternating, then Gama's. */
function notasDosClientes(primeira: number, comPalete: boolean): ZipInput[] {
  return Array.from({ length: 20 }, (_, i) => {
    const nNF = primeira + i;
    const [pasta, emitente, itens] =
      i < 14
        ? i % 2 === 0
          ? ['alfa', ALFA, [alfaResina(i), ALFA_MB]]
          : ['beta', BETA, [betaTampa(i)]]
        : ['gama', GAMA, comPalete ? [gamaFilme(i), GAMA_PALETE] : [gamaFilme(i)]];
    return {
      name: `${pasta}/nfe-${nNF}.xml`,
      content: remessaXml({ nNF, emitente, itens, comProtocolo: true }).xml,
    };
  });
}

const enviar = (zip: Buffer, campos: Record<string, unknown> = {}) =>
  t.request('/api/upload/nfe-entrada', {
    method: 'POST',
    token,
    body: formComXml(zip, 'clientes.zip', campos),
  });

async function contarEntradas(): Promise<number> {
  const [row] = (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from nfe_entradas`)).rows;
  return row?.n ?? 0;
}

const somar = (valores: number[]) => valores.reduce((s, v) => s + v, 0);
/** Item i of the 20 is Alfa's when even below 14, Beta's when odd below 14, Gama's from 14. */
const ALFA_I = [0, 2, 4, 6, 8, 10, 12];
const BETA_I = [1, 3, 5, 7, 9, 11, 13];
const GAMA_I = [14, 15, 16, 17, 18, 19];

/** The table's answers: kg per unit, Alfa's PP linked to ours, Beta's 5949 the client's, Gama's pallets ignored. */
const respostas = () => [
  {
    emitente: ALFA.CNPJ,
    conversoes: [{ codigo: 'ALFA-RES', kg_por_unidade: '25' }],
    vinculos: [{ codigo: 'ALFA-PP', id_produto: idPP }],
  },
  {
    emitente: BETA.CNPJ,
    conversoes: [{ codigo: 'BETA-TAMPA', kg_por_unidade: '0.0025' }],
    destinos: [{ cfop: '5949', destino: 'terceiros' }],
  },
  {
    emitente: GAMA.CNPJ,
    conversoes: [{ codigo: 'GAMA-PEBD', kg_por_unidade: '20' }],
    ignorar: ['GAMA-PALETE'],
  },
];

describe("a new client's first .zip: every question of every note in one table", () => {
  it('asks once per emitente, imports no note before its answers, then imports every file with its kg', async () => {
    const notas = notasDosClientes(7001, true);
    const quebrada = { name: 'gama/nfe-quebrada.xml', content: '<NFe><infNFe>' };
    const zip = buildZip([...notas.slice(0, 10), quebrada, ...notas.slice(10)]);

    const perguntas = await enviar(zip);
    expect(perguntas.status).toBe(200);
    const corpo = (await perguntas.json()) as {
      arquivos: { arquivo: string; situacao: string; mensagem: string }[];
      pendencias: unknown[];
    };
    // Each note waits, whole, and says so; the broken file is refused as before.
    expect(corpo.arquivos.map((a) => [a.arquivo, a.situacao])).toEqual([
      ...notas.slice(0, 10).map((n) => [n.name, 'produtos_faltantes']),
      ['gama/nfe-quebrada.xml', 'recusada'],
      ...notas.slice(10).map((n) => [n.name, 'produtos_faltantes']),
    ]);
    expect(corpo.arquivos[0]?.mensagem).toBe(
      'NF-e 7001: 2 produtos não cadastrados. Responda às perguntas do .zip e envie-o de novo para importá-la.',
    );
    const arquivosDe = (pasta: string) => notas.filter((n) => n.name.startsWith(pasta)).map((n) => n.name);
    expect(corpo.pendencias).toEqual([
      {
        emitente: ALFA.CNPJ,
        nome: ALFA.xNome,
        arquivos: arquivosDe('alfa/'),
        produtos: [
          {
            nome: 'Resina PEAD saco 25 kg',
            codigo_interno: 'ALFA-RES',
            ncm: '39012029',
            unidade: 'SC',
            arquivos: arquivosDe('alfa/'),
          },
          {
            nome: 'PP homopolimero',
            codigo_interno: 'ALFA-PP',
            ncm: '39021020',
            unidade: 'KG',
            arquivos: arquivosDe('alfa/'),
          },
        ],
        itens_sem_kg: [
          {
            codigo: 'ALFA-RES',
            descricao: 'Resina PEAD saco 25 kg',
            unidade: 'SC',
            // 10 + 0, 10 + 2, ... 10 + 12 sacks over 7 notes.
            quantidade: String(somar(ALFA_I.map((i) => 10 + i))),
            sugestao_kg_total: null,
            itens: 7,
            arquivos: arquivosDe('alfa/'),
          },
        ],
        cfops_sem_destino: [],
      },
      {
        emitente: BETA.CNPJ,
        nome: BETA.xNome,
        arquivos: arquivosDe('beta/'),
        produtos: [
          {
            nome: 'Tampa 28 mm',
            codigo_interno: 'BETA-TAMPA',
            ncm: '39235000',
            unidade: 'UN',
            arquivos: arquivosDe('beta/'),
          },
        ],
        itens_sem_kg: [
          {
            codigo: 'BETA-TAMPA',
            descricao: 'Tampa 28 mm',
            unidade: 'UN',
            quantidade: String(somar(BETA_I.map((i) => 1000 * i))),
            sugestao_kg_total: null,
            itens: 7,
            arquivos: arquivosDe('beta/'),
          },
        ],
        cfops_sem_destino: [
          {
            cfop: '5949',
            descricao: expect.any(String),
            itens: ['BETA-TAMPA - Tampa 28 mm'],
            arquivos: arquivosDe('beta/'),
          },
        ],
      },
      {
        emitente: GAMA.CNPJ,
        nome: GAMA.xNome,
        arquivos: arquivosDe('gama/'),
        produtos: [
          expect.objectContaining({ codigo_interno: 'GAMA-PEBD', arquivos: arquivosDe('gama/') }),
          expect.objectContaining({ codigo_interno: 'GAMA-PALETE', arquivos: arquivosDe('gama/') }),
        ],
        itens_sem_kg: [
          expect.objectContaining({ codigo: 'GAMA-PEBD', itens: 6, quantidade: String(somar(GAMA_I)) }),
          expect.objectContaining({ codigo: 'GAMA-PALETE', itens: 6, quantidade: '6' }),
        ],
        cfops_sem_destino: [],
      },
    ]);
    expect(await contarEntradas()).toBe(0);
    const clientes = await t.db.execute(
      sql`select 1 from clientes where cpf_cnpj in (${ALFA.CNPJ}, ${BETA.CNPJ})`,
    );
    expect(clientes.rows).toEqual([]);

    // 'Cadastrar todos' registers the products the table lists (the screen, before the import): found by SKU.
    for (const p of [
      { nome: 'Resina PEAD saco 25 kg', codigo_interno: 'ALFA-RES', ncm: '39012029' },
      { nome: 'Tampa 28 mm', codigo_interno: 'BETA-TAMPA', ncm: '39235000' },
      { nome: 'PEBD filme saco 20 kg', codigo_interno: 'GAMA-PEBD', ncm: '39011010' },
    ]) {
      expect((await t.request('/api/produtos', { method: 'POST', token, json: p })).status).toBe(201);
    }
    const res = await enviar(zip, { respostas: respostas() });
    expect(res.status).toBe(200);
    const { arquivos } = (await res.json()) as { arquivos: { arquivo: string; situacao: string }[] };
    expect(arquivos.map((a) => [a.arquivo, a.situacao])).toEqual([
      ...notas.slice(0, 10).map((n) => [n.name, 'importada']),
      ['gama/nfe-quebrada.xml', 'recusada'],
      ...notas.slice(10).map((n) => [n.name, 'importada']),
    ]);

    // Each item's kg from the answer, exactly; the balance of the client's material equals it.
    const porCodigo = await t.db.execute<{
      codigo: string;
      kg: string;
      saldo: string;
      ignorados: number;
    }>(sql`
      select codigo_produto as codigo, sum(quantidade_kg)::text as kg, sum(saldo_kg)::text as saldo,
        count(*) filter (where ignorado)::int as ignorados
      from nfe_entrada_itens group by 1 order by 1`);
    expect(porCodigo.rows).toEqual([
      { codigo: 'ALFA-PP', kg: '350.0000', saldo: '350.0000', ignorados: 0 },
      {
        codigo: 'ALFA-RES',
        kg: `${somar(ALFA_I.map((i) => 25 * (10 + i)))}.0000`,
        saldo: expect.any(String),
        ignorados: 0,
      },
      {
        codigo: 'BETA-TAMPA',
        kg: `${somar(BETA_I.map((i) => 2.5 * i)).toFixed(4)}`,
        saldo: expect.any(String),
        ignorados: 0,
      },
      { codigo: 'GAMA-PALETE', kg: '0.0000', saldo: '0.0000', ignorados: 6 },
      {
        codigo: 'GAMA-PEBD',
        kg: `${somar(GAMA_I.map((i) => 20 * i))}.0000`,
        saldo: expect.any(String),
        ignorados: 0,
      },
    ]);
    for (const linha of porCodigo.rows.filter((l) => l.codigo !== 'GAMA-PALETE'))
      expect(linha.saldo).toBe(linha.kg);
    const estoques = await t.db.execute<{ codigo: string; estoque: string; razao: string }>(sql`
      select p.codigo_interno as codigo, p.estoque_atual::text as estoque,
        (select coalesce(sum(m.quantidade_kg), 0)::text from estoque_movimentos m where m.id_produto = p.id) as razao
      from produtos p order by 1`);
    expect(estoques.rows).toEqual([
      { codigo: 'ALFA-RES', estoque: '2800.0000', razao: '2800.0000' },
      { codigo: 'BETA-TAMPA', estoque: '122.5000', razao: '122.5000' },
      { codigo: 'GAMA-PEBD', estoque: '1980.0000', razao: '1980.0000' },
      { codigo: 'PP-H503', estoque: '350.0000', razao: '350.0000' },
    ]);

    // Remembered as the single note's table remembers: per client and code, per emitente and CFOP.
    const lembrados = await t.db.execute(sql`
      select c.cpf_cnpj, pc.codigo_produto, pc.unidade, pc.kg_por_unidade::text, pc.id_produto is not null as vinculado
      from produtos_do_cliente pc join clientes c on c.id = pc.id_cliente order by 1, 2`);
    expect(lembrados.rows).toEqual([
      {
        cpf_cnpj: ALFA.CNPJ,
        codigo_produto: 'ALFA-PP',
        unidade: null,
        kg_por_unidade: null,
        vinculado: true,
      },
      {
        cpf_cnpj: ALFA.CNPJ,
        codigo_produto: 'ALFA-RES',
        unidade: 'SC',
        kg_por_unidade: '25.000000',
        vinculado: false,
      },
      {
        cpf_cnpj: BETA.CNPJ,
        codigo_produto: 'BETA-TAMPA',
        unidade: 'UN',
        kg_por_unidade: '0.002500',
        vinculado: false,
      },
      {
        cpf_cnpj: GAMA.CNPJ,
        codigo_produto: 'GAMA-PEBD',
        unidade: 'SC',
        kg_por_unidade: '20.000000',
        vinculado: false,
      },
    ]);
    const destinos = await t.db.execute(
      sql`select emitente_cpf_cnpj, cfop, destino from destinos_do_emitente`,
    );
    expect(destinos.rows).toEqual([{ emitente_cpf_cnpj: BETA.CNPJ, cfop: '5949', destino: 'terceiros' }]);
  });

  it('imports a second .zip of the same clients without a question, reporting a note already imported', async () => {
    const antes = await contarEntradas();
    const jaImportada = notasDosClientes(7001, true)[0] as ZipInput;
    const notas = notasDosClientes(7101, false);
    const res = await enviar(buildZip([jaImportada, ...notas]));
    expect(res.status).toBe(200);
    const { arquivos } = (await res.json()) as { arquivos: { arquivo: string; situacao: string }[] };
    expect(arquivos.map((a) => a.situacao)).toEqual(['ja_importada', ...notas.map(() => 'importada')]);
    expect(await contarEntradas()).toBe(antes + 20);
    const kg = await t.db.execute<{ codigo: string; kg: string }>(sql`
      select i.codigo_produto as codigo, sum(i.quantidade_kg)::text as kg
      from nfe_entrada_itens i join nfe_entradas e on e.id = i.id_nfe_entrada
      where e.numero_nf >= 7101 group by 1 order by 1`);
    expect(kg.rows).toEqual([
      { codigo: 'ALFA-PP', kg: '350.0000' },
      { codigo: 'ALFA-RES', kg: '2800.0000' },
      { codigo: 'BETA-TAMPA', kg: '122.5000' },
      { codigo: 'GAMA-PEBD', kg: '1980.0000' },
    ]);
  });

  it('refuses, before reading a file, a link to a product that does not exist and a kg total', async () => {
    const antes = await contarEntradas();
    const zip = buildZip(notasDosClientes(7201, true));
    const vinculo = await enviar(zip, {
      respostas: [{ emitente: GAMA.CNPJ, vinculos: [{ codigo: 'GAMA-PALETE', id_produto: 999999 }] }],
    });
    expect(vinculo.status).toBe(400);
    expect(((await vinculo.json()) as { details: unknown }).details).toEqual([
      { campo: 'respostas.0.vinculos.0.id_produto', mensagem: 'Produto não encontrado.' },
    ]);
    // A code of a .zip is on many items: its kg is told per unit.
    const total = await enviar(zip, {
      respostas: [{ emitente: GAMA.CNPJ, conversoes: [{ codigo: 'GAMA-PALETE', kg_total: '30' }] }],
    });
    expect(total.status).toBe(400);
    expect(((await total.json()) as { error: string }).error).toMatch(
      /^Respostas da importação inválidas\. respostas\.0\.conversoes\.0/,
    );
    expect(await contarEntradas()).toBe(antes);
  });

  it("imports a known client's notes at once and asks only about the new one's", async () => {
    const DELTA: EmitenteDaNota = { CNPJ: '27265983000144', xNome: 'Delta Plasticos Ltda' };
    const conhecidas = notasDosClientes(7301, false).slice(0, 4);
    const nova = {
      name: 'delta/nfe-7399.xml',
      content: remessaXml({ nNF: 7399, emitente: DELTA, itens: [{ ...gamaFilme(3), cProd: 'DELTA-X' }] }).xml,
    };
    const res = await enviar(buildZip([nova, ...conhecidas]));
    expect(res.status).toBe(200);
    const { arquivos, pendencias } = (await res.json()) as {
      arquivos: { situacao: string }[];
      pendencias: { emitente: string; arquivos: string[] }[];
    };
    expect(arquivos.map((a) => a.situacao)).toEqual([
      'produtos_faltantes',
      ...conhecidas.map(() => 'importada'),
    ]);
    expect(pendencias.map((p) => [p.emitente, p.arquivos])).toEqual([[DELTA.CNPJ, ['delta/nfe-7399.xml']]]);
  });
});
