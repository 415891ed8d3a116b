import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPRESA } from '../../nfe/cenario.ts';
import { montarMesDoBlocoK } from './cenario-bloco-k.ts';

const GOLDEN = readFileSync(new URL('./golden-2026-10.txt', import.meta.url), 'utf8')
  .trimEnd()
  .split('\n');

let c: Awaited<ReturnType<typeof montarMesDoBlocoK>>;
beforeAll(async () => {
  c = await montarMesDoBlocoK();
}, 180_000);
afterAll(async () => c.t.close());

const baixar = async (mes = '2026-10') => {
  const res = await c.t.request(`/api/contabilidade/bloco-k?mes=${mes}`, { token: c.token });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
};
const validar = async (mes = '2026-10') =>
  (
    await c.api<import('@erp/contracts/bloco-k').TValidacaoBlocoK>(
      `/contabilidade/bloco-k/validacao?mes=${mes}`,
    )
  ).body;
const linhasDe = (bytes: Buffer) => bytes.toString('latin1').split('\r\n').slice(0, -1);
const porRegistro = (linhas: string[]) => {
  const grupos = new Map<string, string[]>();
  for (const l of linhas) grupos.set(l.slice(1, 5), [...(grupos.get(l.slice(1, 5)) ?? []), l]);
  return grupos;
};
const salvarLeiaute = async (bloco_k_leiaute: string) => {
  const r = await c.api('/preferencias/empresa', 'PUT', { ...EMPRESA, bloco_k_leiaute });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
};

describe('the Bloco K of a small month (two clients, a purchase, three orders with sucata and loss)', () => {
  it('answers the golden file register by register, in ISO-8859-1 with CR LF, and audits the download', async () => {
    const { res, bytes } = await baixar();
    expect(res.status, bytes.toString()).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=ISO-8859-1');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="bloco-k-2026-10.txt"');
    const linhas = linhasDe(bytes);
    const esperado = porRegistro(GOLDEN);
    const obtido = porRegistro(linhas);
    expect([...obtido.keys()]).toEqual([...esperado.keys()]);
    for (const [reg, golden] of esperado) expect(obtido.get(reg), `registro ${reg}`).toEqual(golden);
    expect(linhas).toEqual(GOLDEN);
    // 'ç' and 'ã' of the company's name are one byte each (Latin-1), never UTF-8's two; no line ends in a space.
    expect(bytes.includes(Buffer.from([0xe7, 0xe3]))).toBe(true);
    expect(bytes.includes(Buffer.from('ç', 'utf8'))).toBe(false);
    expect(linhas.every((l) => !l.endsWith(' '))).toBe(true);
    const { rows } = await c.t.pool.query(
      `select detalhes from auditoria where acao = 'BLOCO_K_EXPORTADO' order by id desc limit 1`,
    );
    expect(rows[0]?.detalhes).toEqual({ mes: '2026-10', linhas: 48, leiaute: 'completo' });
  });

  it("K200 IND_EST 2 holds each client's Material de Terceiros at the month's last day, own stock IND_EST 0", async () => {
    const k200 = porRegistro(linhasDe((await baixar()).bytes)).get('K200');
    // The 6 kg of sucata kept with the client's agreement (order 3) are own stock of their own item (0200
    // TIPO_ITEM 05); order 1's 15 kg returned are in the client's balance until the return note takes them.
    expect(k200).toEqual([
      '|K200|31102026|PP-H503|200,000|0||',
      '|K200|31102026|PP-H503|1000,000|2|06157250000116|',
      '|K200|31102026|PP-H503|500,000|2|11444777000161|',
      '|K200|31102026|SUC-PP-H503|6,000|0||',
      '|K200|31102026|TAMPA-28|50,000|0||',
    ]);
    // September: nothing had arrived yet; the file still opens and closes every block.
    const setembro = linhasDe((await baixar('2026-09')).bytes);
    expect(setembro.filter((l) => l.startsWith('|K'))).toEqual([
      '|K001|0|',
      '|K010|1|',
      '|K100|01092026|30092026|',
      '|K990|4|',
    ]);
  });

  it('passes its own validator: final, no findings', async () => {
    expect(await validar()).toEqual({ mes: '2026-10', linhas: 48, is_final: true, achados: [] });
  });

  it('follows the layout chosen on Dados da Empresa (K010), audited as a change of the company', async () => {
    await salvarLeiaute('simplificado');
    const simplificado = linhasDe((await baixar()).bytes);
    expect(simplificado).toContain('|K010|0|');
    expect(simplificado.filter((l) => l.startsWith('|K230|'))).toHaveLength(4);
    expect(simplificado.filter((l) => l.startsWith('|K235|'))).toEqual([]);
    await salvarLeiaute('restrito');
    const restrito = linhasDe((await baixar()).bytes);
    expect(restrito).toContain('|K010|2|');
    expect(restrito.filter((l) => /^\|K23/.test(l))).toEqual([]);
    expect(restrito).toContain('|K990|9|');
    const empresa = await c.api<{ bloco_k_leiaute: string }>('/preferencias/empresa');
    expect(empresa.body.bloco_k_leiaute).toBe('restrito');
    const { rows } = await c.t.pool.query<{ detalhes: { alteracoes: unknown[] } }>(
      `select detalhes from auditoria where acao = 'EMPRESA_ALTERADA' order by id desc limit 1`,
    );
    expect(JSON.stringify(rows[0]?.detalhes)).toContain('bloco_k_leiaute');
    expect(JSON.stringify(rows[0]?.detalhes)).toContain('restrito');
    await salvarLeiaute('completo');
    expect(linhasDe((await baixar()).bytes)).toEqual(GOLDEN);
  });

  it('warns, naming the item and client, when the K200 differs from the Material de Terceiros balance', async () => {
    // A balance moved without a document (as a fault in a write path would): the history still says 500 kg.
    await c.t.pool.query(
      `update nfe_entrada_itens i set saldo_kg = 490 from nfe_entradas e
       where e.id = i.id_nfe_entrada and e.id_cliente = $1`,
      [c.idClienteB],
    );
    const validacao = await validar();
    expect(validacao.is_final).toBe(true);
    expect(validacao.achados).toEqual([
      {
        gravidade: 'aviso',
        registro: 'K200',
        linha: null,
        mensagem:
          'O K200 de PP-H503 de Distribuidora Campinas Ltda informa 500,00 kg, mas o saldo de Material de ' +
          'Terceiros em 31/10/2026 é 490,00 kg.',
      },
    ]);
    await c.t.pool.query(
      `update nfe_entrada_itens i set saldo_kg = 500 from nfe_entradas e
       where e.id = i.id_nfe_entrada and e.id_cliente = $1`,
      [c.idClienteB],
    );
    expect((await validar()).achados).toEqual([]);
  });

  it('refuses a month that is not AAAA-MM', async () => {
    const r = await c.api<{ error: string }>('/contabilidade/bloco-k?mes=10-2026');
    expect(r.status).toBe(400);
    expect(r.body.error).toContain('Informe o mês como AAAA-MM.');
  });

  it('does not offer a file with errors: a client without address fails 0150 END, and the download is refused', async () => {
    await c.t.pool.query('update clientes set logradouro = null where id = $1', [c.idClienteB]);
    const validacao = await validar();
    expect(validacao.is_final).toBe(false);
    expect(validacao.achados).toEqual([
      { gravidade: 'erro', registro: '0150', linha: 4, mensagem: 'O campo 10 (END) é obrigatório.' },
    ]);
    const { res, bytes } = await baixar();
    expect(res.status).toBe(422);
    expect(JSON.parse(bytes.toString()).error).toBe(
      'O Bloco K de 2026-10 tem 1 erro(s) de validação e não pode ser baixado.',
    );
  });
});
