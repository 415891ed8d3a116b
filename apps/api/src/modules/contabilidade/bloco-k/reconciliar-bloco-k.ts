import type { TAchadoBlocoK } from '@erp/contracts/bloco-k';
import { Decimal } from '@erp/fiscal/decimal';
import { formatarData, formatarNumero } from '@erp/fiscal/nfe';
import type { AppContext } from '../../../app-context.ts';
import { saldosDeTerceirosPeloSaldoAtual } from './bloco-k.repository.ts';
import type { DadosDoBlocoK } from './dados-do-bloco-k.ts';

/** kg as the screens show them (two decimals), with the file's third when it is what differs. */
const kg = (v: Decimal) => `${formatarNumero(v.toFixed(3), 2, 3)} kg`;

/**
 * The K200 of IND_EST 2 against the Material de Terceiros balances at that date, derived from the items' live
 * balances: for each client and item where the two differ (by more than the file's 3 decimals) a warning naming
 * both, so the clerk looks at that material's history before the accountant files it.
 */
export async function reconciliarTerceiros(ctx: AppContext, d: DadosDoBlocoK): Promise<TAchadoBlocoK[]> {
  const chave = (idCliente: number | null, idProduto: number) => `${idCliente}:${idProduto}`;
  const doArquivo = new Map(
    d.estoque.filter((s) => s.id_cliente !== null).map((s) => [chave(s.id_cliente, s.id_produto), s]),
  );
  const doSaldo = new Map(
    (await saldosDeTerceirosPeloSaldoAtual(ctx.db, d.fim)).map((s) => [chave(s.id_cliente, s.id_produto), s]),
  );
  const achados: TAchadoBlocoK[] = [];
  for (const k of new Set([...doArquivo.keys(), ...doSaldo.keys()])) {
    const arquivo = new Decimal(doArquivo.get(k)?.quantidade_kg ?? 0).toDecimalPlaces(3);
    const saldo = new Decimal(doSaldo.get(k)?.quantidade_kg ?? 0).toDecimalPlaces(3);
    if (arquivo.equals(saldo)) continue;
    const s = (doArquivo.get(k) ?? doSaldo.get(k)) as { id_cliente: number; id_produto: number };
    const cliente = d.clientes.get(s.id_cliente)?.nome ?? `cliente ${s.id_cliente}`;
    const item = d.produtos.get(s.id_produto)?.codigo_interno ?? `produto ${s.id_produto}`;
    achados.push({
      gravidade: 'aviso',
      registro: 'K200',
      linha: null,
      mensagem:
        `O K200 de ${item} de ${cliente} informa ${kg(arquivo)}, mas o saldo de Material de Terceiros em ` +
        `${formatarData(d.fim)} é ${kg(saldo)}.`,
    });
  }
  return achados;
}
