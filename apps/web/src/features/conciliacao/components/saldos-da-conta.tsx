import { Card } from '../../../components/ui/card';
import { EMPTY_VALUE, formatBRL, formatDate } from '../../../lib/format';
import { useSaldosDaConta } from '../api/buscar-transacoes';

/** The bank's balance beside the product's, each said plainly (the screen's help). */
export function SaldosDaConta({ idConta }: { idConta: number }) {
  const { data } = useSaldosDaConta(idConta);
  return (
    <Card title="Saldos">
      <dl className="conciliacao-saldos">
        <div>
          <dt>
            Saldo no extrato
            {data?.data_saldo_extrato ? ` em ${formatDate(data.data_saldo_extrato)}` : ''}
          </dt>
          <dd>{data?.saldo_extrato ? formatBRL(data.saldo_extrato) : EMPTY_VALUE}</dd>
        </div>
        <div>
          <dt>Saldo conciliado no sistema</dt>
          <dd>{data ? formatBRL(data.saldo_conciliado) : EMPTY_VALUE}</dd>
        </div>
        <div>
          <dt>Transações a conciliar</dt>
          <dd>{data ? data.a_conciliar : EMPTY_VALUE}</dd>
        </div>
      </dl>
      <p className="conciliacao-ajuda">
        O saldo no extrato é o saldo final (LEDGERBAL) do extrato mais recente importado, na data informada
        pelo banco. O saldo conciliado no sistema é a soma dos lançamentos pagos que foram conciliados com
        transações desta conta: recebimentos menos pagamentos. Os dois coincidem quando todo o movimento da
        conta, desde o saldo inicial, foi conciliado.
      </p>
    </Card>
  );
}
