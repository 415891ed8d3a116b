import type { TTransacaoExtrato } from '@erp/contracts/conciliacao';
import { Button } from '../../../components/ui/button';
import { formatBRL } from '../../../lib/format';
import { CabecalhoDaTransacao, tituloDaTransacao } from './cabecalho-da-transacao';

type TransacaoConciliadaProps = {
  transacao: TTransacaoExtrato;
  isSaving: boolean;
  onDesfazer: () => void;
};

/** A reconciled statement line: what it settled, and 'Desfazer conciliação'. */
export function TransacaoConciliada({ transacao, isSaving, onDesfazer }: TransacaoConciliadaProps) {
  return (
    <li className="conciliacao-item" aria-label={`Transação ${tituloDaTransacao(transacao)}`}>
      <CabecalhoDaTransacao transacao={transacao} />
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
