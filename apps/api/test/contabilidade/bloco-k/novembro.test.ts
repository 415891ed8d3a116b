import { readFileSync } from 'node:fs';
import type { TValidacaoBlocoK } from '@erp/contracts/bloco-k';
import { Decimal } from '@erp/fiscal/decimal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPRESA } from '../../nfe/cenario.ts';
import { PP_1000 } from '../../producao/cenario-producao.ts';
import { formComXml, remessaXml } from '../../support/nfe-remessa.ts';
import { montarMesDoBlocoK } from './cenario-bloco-k.ts';

/**
 * November 2026 after the golden October: October's final file downloaded, then own PP sent out for
 * industrialização (5901) and the industrializer's return (5902 + 5124) received, and the inventory of 30/11 asked
 * for; then a late remessa dated October changes October's balance after its export (K280).
 */
const GOLDEN = readFileSync(new URL('./golden-2026-11.txt', import.meta.url), 'utf8')
  .trimEnd()
  .split('\n');
/** The industrializer: a registered client the company sends its own PP to be pigmented. */
const INDUSTRIALIZADOR = { CNPJ: '48273615000118', xNome: 'Pigmentação Jundiaí Ltda' };

let c: Awaited<ReturnType<typeof montarMesDoBlocoK>>;
let idPigmentado: number;
beforeAll(async () => {
  c = await montarMesDoBlocoK();
}, 180_000);
afterAll(async () => c.t.close());

const baixar = async (query: string) => {
  const res = await c.t.request(`/api/contabilidade/bloco-k?${query}`, { token: c.token });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
};
const linhas = async (query: string) => {
  const { res, bytes } = await baixar(query);
  expect(res.status, bytes.toString()).toBe(200);
  return bytes.toString('latin1').split('\r\n').slice(0, -1);
};
const validar = async (query: string) =>
  (await c.api<TValidacaoBlocoK>(`/contabilidade/bloco-k/validacao?${query}`)).body;
const registros = (todas: string[], ...regs: string[]) => todas.filter((l) => regs.includes(l.slice(1, 5)));
const upload = async (xml: string, campos: Record<string, unknown> = {}) => {
  const r = await c.t.request('/api/upload/nfe-entrada', {
    method: 'POST',
    token: c.token,
    body: formComXml(xml, 'nota.xml', campos),
  });
  expect(r.status, await r.clone().text()).toBe(201);
};

describe("the Bloco K's history: stored months, K280, month over month, industrialização por terceiros, Bloco H", () => {
  it("keeps October's final file and finds November silent: no K280, last month plus the month's flows", async () => {
    expect(await linhas('mes=2026-10')).toHaveLength(48);
    const { rows } = await c.t.pool.query(
      `select cod_item, ind_est, cod_part, quantidade from bloco_k_saldos_exportados
       where mes = '2026-10-01' order by cod_item, ind_est, cod_part`,
    );
    expect(rows).toEqual([
      { cod_item: 'PP-H503', ind_est: '0', cod_part: '', quantidade: '200.000' },
      { cod_item: 'PP-H503', ind_est: '2', cod_part: '06157250000116', quantidade: '1000.000' },
      { cod_item: 'PP-H503', ind_est: '2', cod_part: '11444777000161', quantidade: '500.000' },
      { cod_item: 'SUC-PP-H503', ind_est: '0', cod_part: '', quantidade: '6.000' },
      { cod_item: 'TAMPA-28', ind_est: '0', cod_part: '', quantidade: '50.000' },
    ]);
    const novembro = await validar('mes=2026-11');
    expect(novembro).toEqual({ mes: '2026-11', linhas: 36, is_final: true, achados: [] });
  });

  it('writes K250/K255 and K200 IND_EST 1 from the 5901 issued and the industrializer’s return', async () => {
    const idIndustrializador = (
      await c.api<{ id: number }>('/clientes', 'POST', {
        nome_razao_social: INDUSTRIALIZADOR.xNome,
        cpf_cnpj: INDUSTRIALIZADOR.CNPJ,
        inscricao_estadual: '407.008.424.110',
        logradouro: 'Avenida dos Pigmentos',
        numero: '50',
        bairro: 'Distrito Industrial',
        cidade: 'Jundiaí',
        uf: 'SP',
        cep: '13213-000',
      })
    ).body.id;
    idPigmentado = (
      await c.api<{ id: number }>('/produtos', 'POST', {
        nome: 'Polipropileno pigmentado azul',
        codigo_interno: 'PP-AZUL',
        ncm: '39021020',
      })
    ).body.id;
    const rascunho = await c.salvarRascunho({
      id_cliente: idIndustrializador,
      natureza_operacao: 'REMESSA PARA INDUSTRIALIZACAO',
      itens: [{ id_produto: c.idPP, quantidade: '100', cfop: '5901' }],
    });
    expect(rascunho.status, JSON.stringify(rascunho.body)).toBe(200);
    type Estoque = { estoque_atual: string; estoque_proprio_kg: string; estoque_terceiros_kg: string };
    const estoquePP = async () => {
      const lista = (await c.api<{ data: (Estoque & { id: number })[] }>('/produtos?search=PP-H503&limit=10'))
        .body;
      const pp = lista.data.find((p) => p.id === c.idPP);
      if (!pp) throw new Error('PP-H503 fora da lista de produtos');
      return pp;
    };
    const antes = await estoquePP();
    const emitida = await c.emitir(rascunho.body.id);
    expect(emitida.body.status, JSON.stringify(emitida.body)).toBe('Autorizada');
    // The 100 kg sent to the industrializer left the company's own stock, not its clients' material.
    const depois = await estoquePP();
    const variacao = (campo: keyof Estoque) => new Decimal(depois[campo]).minus(antes[campo]).toFixed(3);
    expect([
      variacao('estoque_atual'),
      variacao('estoque_proprio_kg'),
      variacao('estoque_terceiros_kg'),
    ]).toEqual(['-100.000', '-100.000', '0.000']);
    // 80 kg pigmented and returned (5124 for the product made, 5902 for the PP it used); 20 kg still there.
    const retorno = remessaXml({
      nNF: 9001,
      emitente: INDUSTRIALIZADOR,
      natOp: 'RETORNO DE INDUSTRIALIZACAO',
      comProtocolo: true,
      dhEmi: '2026-11-25T10:00:00-03:00',
      itens: [
        { ...PP_1000, qCom: '80.0000', vUnCom: '8.00', vProd: '640.00', CFOP: '5902' },
        {
          cProd: 'PP-AZUL',
          xProd: 'Polipropileno pigmentado azul',
          qCom: '80.0000',
          vUnCom: '1.50',
          vProd: '120.00',
          CFOP: '5124',
        },
      ],
    }).xml;
    await upload(retorno, {
      destinos: [
        { cfop: '5902', destino: 'proprio' },
        { cfop: '5124', destino: 'proprio' },
      ],
    });
    const arquivo = await linhas('mes=2026-11&inventario=2026-11-30');
    expect(registros(arquivo, 'K200', 'K250', 'K255')).toEqual([
      '|K200|30112026|PP-AZUL|80,000|0||',
      '|K200|30112026|PP-H503|100,000|0||',
      '|K200|30112026|PP-H503|20,000|1|48273615000118|',
      '|K200|30112026|PP-H503|1000,000|2|06157250000116|',
      '|K200|30112026|PP-H503|500,000|2|11444777000161|',
      '|K200|30112026|SUC-PP-H503|6,000|0||',
      '|K200|30112026|TAMPA-28|50,000|0||',
      '|K250|25112026|PP-AZUL|80,000000|',
      '|K255|25112026|PP-H503|80,000000||',
    ]);
    expect(registros(arquivo, '0200')).toContain(
      '|0200|PP-AZUL|Polipropileno pigmentado azul|||KG|04|39021020||||||',
    );
    // Last month's 200 kg + 80 kg booked from the return − 100 kg sent − the 80 kg used = 100 kg at home: silent.
    expect((await validar('mes=2026-11')).achados).toEqual([]);
    // The simplified layout keeps the K250 without its K255, the restricted one only the balances.
    for (const [leiaute, esperado] of [
      ['simplificado', ['|K250|25112026|PP-AZUL|80,000000|']],
      ['restrito', []],
      ['completo', ['|K250|25112026|PP-AZUL|80,000000|', '|K255|25112026|PP-H503|80,000000||']],
    ] as const) {
      const r = await c.api('/preferencias/empresa', 'PUT', { ...EMPRESA, bloco_k_leiaute: leiaute });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(registros(await linhas('mes=2026-11'), 'K250', 'K255'), leiaute).toEqual(esperado);
    }
  });

  it('writes the golden November with the inventory of 30/11 (Bloco H before the K), its totals exact', async () => {
    const arquivo = await linhas('mes=2026-11&inventario=2026-11-30');
    expect(arquivo).toEqual(GOLDEN);
    // Own PP at its average cost (1 600,00 + 640,00 for 280 kg: 8,00/kg), the clients' at their remessa's 8,40/kg,
    // the pigmented PP at the 5124's 1,50/kg, the sucata at no cost; the caps' initial stock had none.
    expect(registros(arquivo, 'H005', 'H010')).toEqual([
      '|H005|30112026|13680,00|01|',
      '|H010|PP-AZUL|KG|80,000|1,500000|120,00|0|||||',
      '|H010|PP-H503|KG|100,000|8,000000|800,00|0|||||',
      '|H010|PP-H503|KG|20,000|8,000000|160,00|1|48273615000118||||',
      '|H010|PP-H503|KG|1000,000|8,400000|8400,00|2|06157250000116||||',
      '|H010|PP-H503|KG|500,000|8,400000|4200,00|2|11444777000161||||',
      '|H010|SUC-PP-H503|KG|6,000|0,000000|0,00|0|||||',
      '|H010|TAMPA-28|KG|50,000|0,000000|0,00|0|||||',
    ]);
    expect(await validar('mes=2026-11&inventario=2026-11-30')).toEqual({
      mes: '2026-11',
      linhas: GOLDEN.length,
      is_final: true,
      achados: [
        {
          gravidade: 'aviso',
          registro: 'H010',
          linha: null,
          mensagem:
            'O H010 de TAMPA-28 (estoque próprio) vale 0,00: o estoque não tem custo registrado (estoque inicial ' +
            'sem custo). Informe o valor ao contador.',
        },
      ],
    });
    const depois = await c.api<{ error: string }>('/contabilidade/bloco-k?mes=2026-11&inventario=2026-12-01');
    expect(depois.status).toBe(400);
    expect(depois.body.error).toContain('A data do inventário não pode ser posterior ao mês do arquivo.');
    const invalida = await c.api<{ error: string }>(
      '/contabilidade/bloco-k/validacao?mes=2026-11&inventario=2026-11-31',
    );
    expect(invalida.status).toBe(400);
    expect(invalida.body.error).toContain('Data do inventário inválida.');
  });

  it('writes a K280 for October when a late remessa changes its exported balance, and warns twice', async () => {
    await upload(
      remessaXml({
        nNF: 1999,
        itens: [{ ...PP_1000, qCom: '50.0000', vProd: '420.00' }],
        comProtocolo: true,
        dhEmi: '2026-10-30T16:00:00-03:00',
      }).xml,
    );
    const arquivo = await linhas('mes=2026-11');
    expect(registros(arquivo, 'K280')).toEqual(['|K280|31102026|PP-H503|50,000||2|06157250000116|']);
    expect((await validar('mes=2026-11')).achados).toEqual([
      {
        gravidade: 'aviso',
        registro: 'K280',
        linha: null,
        mensagem:
          'O saldo de PP-H503 de Embalagens Paulista Ltda em 31/10/2026 foi exportado com 1.000,00 kg e hoje é ' +
          '1.050,00 kg: o K280 corrige +50,00 kg.',
      },
      {
        gravidade: 'aviso',
        registro: 'K200',
        linha: null,
        mensagem:
          'O saldo de PP-H503 de Embalagens Paulista Ltda não fecha: K200 de 31/10/2026 (exportado) 1.000,00 kg + ' +
          'entradas 0,00 kg − saídas 0,00 kg = 1.000,00 kg, mas o K200 de 30/11/2026 informa 1.050,00 kg.',
      },
    ]);
    const auditoria = await c.t.pool.query(
      `select detalhes from auditoria where acao = 'BLOCO_K_EXPORTADO' order by id desc limit 1`,
    );
    expect(auditoria.rows[0]?.detalhes).toEqual({
      mes: '2026-11',
      // 58 of the golden November less its Bloco H and their 9900 (14), plus the K280 and its 9900.
      linhas: 46,
      leiaute: 'completo',
      correcoes_k280: 1,
    });
    // November's file went out with the K280: December neither repeats it nor warns.
    const { rows } = await c.t.pool.query(
      `select to_char(mes_corrigido, 'YYYY-MM-DD') as mes, cod_item, ind_est, cod_part, quantidade
       from bloco_k_correcoes_exportadas where mes_arquivo = '2026-11-01'`,
    );
    expect(rows).toEqual([
      {
        mes: '2026-10-01',
        cod_item: 'PP-H503',
        ind_est: '2',
        cod_part: '06157250000116',
        quantidade: '50.000',
      },
    ]);
    const dezembro = await validar('mes=2026-12');
    expect(dezembro.achados).toEqual([]);
    expect(registros(await linhas('mes=2026-12'), 'K280')).toEqual([]);
  });

  it('writes the TIPO_ITEM chosen on the product, and refuses a produced item that is not 03/04', async () => {
    const lista = await c.api<{ data: Record<string, unknown>[] }>('/produtos?search=TAMPA-28');
    const tampa = { body: lista.body.data.find((p) => p.codigo_interno === 'TAMPA-28') };
    const salvar = async (tipo: string | null) => {
      const r = await c.api(`/produtos/${c.idTampa}`, 'PUT', { ...tampa.body, tipo_item_efd: tipo });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    };
    await salvar('00');
    const { rows } = await c.t.pool.query<{ detalhes: unknown }>(
      `select detalhes from auditoria where acao = 'PRODUTO_ALTERADO' order by id desc limit 1`,
    );
    expect(JSON.stringify(rows[0]?.detalhes)).toContain('tipo_item_efd');
    expect(registros(await linhas('mes=2026-12'), '0200')).toContain(
      '|0200|TAMPA-28|Tampa 28mm|||KG|00|39235000||||||',
    );
    const outubro = await validar('mes=2026-10');
    expect(outubro.is_final).toBe(false);
    expect(outubro.achados.filter((a) => a.gravidade === 'erro')).toEqual([
      {
        gravidade: 'erro',
        registro: 'K230',
        linha: 22,
        mensagem: 'O COD_ITEM "TAMPA-28" é de TIPO_ITEM 00 no 0200; o produzido deve ser 03 ou 04.',
      },
    ]);
    const invalido = await c.api<{ error: string }>(`/produtos/${c.idTampa}`, 'PUT', {
      ...tampa.body,
      tipo_item_efd: '03',
    });
    expect(invalido.status).toBe(400);
    await salvar(null);
    expect(registros(await linhas('mes=2026-10'), '0200')).toContain(
      '|0200|TAMPA-28|Tampa 28mm|||KG|04|39235000||||||',
    );
    // 'Automático': a product whose CFOP padrão is 5102 (venda de mercadoria adquirida) is 00 revenda.
    const pp = (await c.api<{ data: Record<string, unknown>[] }>('/produtos?search=PP-H503')).body.data[0];
    const revenda = await c.api(`/produtos/${c.idPP}`, 'PUT', { ...pp, cfop_padrao: '5102' });
    expect(revenda.status, JSON.stringify(revenda.body)).toBe(200);
    expect(registros(await linhas('mes=2026-12'), '0200')).toContain(
      '|0200|PP-H503|Polipropileno H503|||KG|00|39021020||||||',
    );
    expect(idPigmentado).toBeGreaterThan(0);
  });
});
