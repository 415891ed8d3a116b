import type { TTransacaoExtrato } from '@erp/contracts/conciliacao';
import { formatBRL, formatDate } from '../../../lib/format';

/** How a statement line is named: the bank's name and memo, or its FITID when it has neither. */
export const tituloDaTransacao = (t: TTransacaoExtrato) =>
  [t.nome, t.memo].filter(Boolean).join(' — ') || t.fitid;

/** A statement line's date, name and amount (a debit in red, a credit in green), as both lists show it. */
export function CabecalhoDaTransacao({ transacao }: { transacao: TTransacaoExtrato }) {
  return (
    <div className="conciliacao-item__cabecalho">
      <span className="conciliacao-item__data">{formatDate(transacao.data)}</span>
      <span className="conciliacao-item__titulo">{tituloDaTransacao(transacao)}</span>
      <strong
        className={
          transacao.valor.startsWith('-') ? 'conciliacao-valor--debito' : 'conciliacao-valor--credito'
        }
      >
        {formatBRL(transacao.valor)}
      </strong>
    </div>
  );
}
