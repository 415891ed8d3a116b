import type { TTransacaoExtrato } from '@erp/contracts/conciliacao';
import { Button } from '../../../components/ui/button';
import { formatBRL, formatDate } from '../../../lib/format';

type TransacaoConciliadaProps = {
  transacao: TTransacaoExtrato;
  isSaving: boolean;
  onDesfazer: () => void;
};

/** A reconciled statement line: what it settled, and 'Desfazer conciliação'. */
export function TransacaoConciliada({ transacao, isSaving, onDesfazer }: TransacaoConciliadaProps) {
  const titulo = [transacao.nome, transacao.memo].filter(Boolean).join(' — ') || transacao.fitid;
  return (
    <li className="conciliacao-item" aria-label={`Transação ${titulo}`}>
      <div className="conciliacao-item__cabecalho">
        <span className="conciliacao-item__data">{formatDate(transacao.data)}</span>
        <span className="conciliacao-item__titulo">{titulo}</span>
        <strong
          className={
            transacao.valor.startsWith('-') ? 'conciliacao-valor--debito' : 'conciliacao-valor--credito'
          }
        >
          {formatBRL(transacao.valor)}
        </strong>
      </div>
      <p className="conciliacao-item__previa">
        Conciliada com:{' '}
        {transacao.conciliados.map((l) => `${l.descricao} (${formatBRL(l.valor)})`).join(', ')}
      </p>
      <div className="conciliacao-item__acoes">
        <Button size="sm" variant="danger-outline" disabled={isSaving} onClick={onDesfazer}>
          Desfazer conciliação
        </Button>
      </div>
    </li>
  );
}
