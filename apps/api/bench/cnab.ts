import { Decimal } from '@erp/fiscal/decimal';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { retornoBb240 } from '../test/cobranca/cnab-fixtures.ts';

/** Issue 27's targets: a CNAB 240 remessa of 1 000 titles generated in < 1 s, a return of 1 000 applied in < 3 s. */
export const META_REMESSA_SEGUNDOS = 1;
export const META_RETORNO_SEGUNDOS = 3;

const TITULOS = 1_000;
/** The Banco do Brasil account the return fixture's header names (agência 3174-7, conta 00011672-6). */
const CONTA = {
  descricao: 'Conta do bench de cobrança',
  banco: '001',
  agencia: '3174-7',
  conta: '00011672-6',
  carteira: '17',
  convenio: '1474166',
  variacaoCarteira: '019',
};

/**
 * The account and 1 000 open receivables of a volume client (a CNPJ), each with its boleto still to send
 * (nosso número 1 to 1 000), as printing them would have left them; the company's CNPJ when the volume has none.
 */
export async function seedCnabBench(db: Database) {
  await db.execute(sql`
    update empresa set cnpj = coalesce(cnpj, '11222333000181'),
      razao_social = case when razao_social = '' then 'Plasticos do Bench Ltda' else razao_social end
    where id = 1`);
  await db.execute(sql`
    insert into contas_bancarias (descricao, banco, agencia, conta, carteira, convenio, variacao_carteira,
      proximo_nosso_numero, percentual_juros_mes, percentual_multa)
    values (${CONTA.descricao}, ${CONTA.banco}, ${CONTA.agencia}, ${CONTA.conta}, ${CONTA.carteira},
      ${CONTA.convenio}, ${CONTA.variacaoCarteira}, ${TITULOS + 1}, 2, 2)
    on conflict do nothing`);
  await db.execute(sql`
    with conta as (select id from contas_bancarias where banco = ${CONTA.banco} and agencia = ${CONTA.agencia}
                   and conta = ${CONTA.conta}),
    cliente as (select id from clientes where length(cpf_cnpj) = 14 order by id limit 1),
    novos as (
      insert into lancamentos (descricao, tipo, valor_original, data_vencimento, status, id_categoria, id_cliente, origem)
      select 'Bench CNAB ' || lpad(g::text, 4, '0'), 'RECEITA', 100 + g / 100.0, date '2026-12-01' + (g % 30),
        'Pendente', (select c.id from categorias_financeiras c where c.tipo = 'RECEITA' order by c.id limit 1),
        (select id from cliente), 'MANUAL'
      from generate_series(1, ${TITULOS}) g
      returning id, descricao)
    insert into boletos (id_lancamento, id_conta, nosso_numero, banco, agencia, conta, carteira, convenio)
    select n.id, (select id from conta), substring(n.descricao from 12)::int, ${CONTA.banco}, ${CONTA.agencia},
      ${CONTA.conta}, ${CONTA.carteira}, ${CONTA.convenio}
    from novos n`);
}

async function pedir(baseUrl: string, token: string, caminho: string, init: RequestInit = {}) {
  const res = await fetch(`${baseUrl}${caminho}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
  });
  if (!res.ok) throw new Error(`${caminho}: ${res.status} ${await res.text()}`);
  return res;
}

type Titulo = { id_lancamento: number; nosso_numero: number; valor: string };

/**
 * The 1 000 titles to send, in one remessa (timed: the request until the whole file is read), then a return
 * settling each (juros R$ 1,23, desconto R$ 0,45, tarifa R$ 1,50; timed the same way).
 */
export async function medirCnab(baseUrl: string, token: string) {
  const contas = (await (
    await pedir(baseUrl, token, '/api/financeiro/contas-bancarias?limit=100')
  ).json()) as {
    data: { id: number; descricao: string }[];
  };
  const idConta = contas.data.find((c) => c.descricao === CONTA.descricao)?.id;
  if (!idConta) throw new Error('conta do bench de cobrança ausente');
  const titulos: Titulo[] = [];
  for (let page = 1; titulos.length < TITULOS; page++) {
    const res = await pedir(
      baseUrl,
      token,
      `/api/financeiro/cnab/titulos?id_conta=${idConta}&limit=200&page=${page}`,
    );
    const pagina = (await res.json()) as { data: Titulo[]; totalPages: number };
    titulos.push(...pagina.data);
    if (page >= pagina.totalPages) break;
  }
  if (titulos.length === 0) {
    throw new Error(
      'os títulos do bench de cobrança já foram liquidados neste volume por uma rodada anterior: a tarefa cnab ' +
        'mede um volume novo (sem BENCH_DATA_DIR, ou com um diretório novo)',
    );
  }
  const inicioRemessa = performance.now();
  const remessa = await pedir(baseUrl, token, '/api/financeiro/cnab/remessa', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id_conta: idConta, lancamentos: titulos.map((t) => t.id_lancamento) }),
  });
  const linhasRemessa = (await remessa.text()).split('\r\n').length - 1;
  const segundosRemessa = (performance.now() - inicioRemessa) / 1000;

  const arquivo = retornoBb240(
    titulos.map((t) => {
      const pago = new Decimal(t.valor).plus('1.23').minus('0.45').toFixed(2);
      return {
        codigo: '06',
        nossoNumero: t.nosso_numero,
        idLancamento: t.id_lancamento,
        vencimento: '01122026',
        valorTitulo: t.valor,
        juros: '1.23',
        desconto: '0.45',
        pago,
        tarifa: '1.50',
        dataOcorrencia: '02122026',
        dataCredito: '03122026',
      };
    }),
    { hora: new Date().toISOString().slice(11, 19).replaceAll(':', '') },
  );
  const form = new FormData();
  form.append('id_conta', String(idConta));
  form.append('arquivo', new Blob([arquivo]), 'retorno-bench.ret');
  const inicioRetorno = performance.now();
  const retorno = await pedir(baseUrl, token, '/api/financeiro/cnab/retorno', { method: 'POST', body: form });
  const resultado = (await retorno.json()) as { ocorrencias: { aplicada: boolean }[] };
  const segundosRetorno = (performance.now() - inicioRetorno) / 1000;
  return {
    titulos: titulos.length,
    linhasRemessa,
    segundosRemessa,
    ocorrencias: resultado.ocorrencias.length,
    aplicadas: resultado.ocorrencias.filter((o) => o.aplicada).length,
    megabytesRetorno: Buffer.byteLength(arquivo) / (1024 * 1024),
    segundosRetorno,
  };
}
