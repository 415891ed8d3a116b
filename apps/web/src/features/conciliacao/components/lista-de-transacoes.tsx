import type { TTransacaoExtrato } from '@erp/contracts/conciliacao';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Notice } from '../../../components/ui/notice';
import { Pagination } from '../../../components/ui/pagination';
import { TRANSACOES_PAGE_SIZE, useTransacoes } from '../api/buscar-transacoes';
import { useConciliarTransacao, useDesfazerConciliacao } from '../api/conciliar-transacao';
import { type Aviso, mensagemDe } from './mensagem-de-erro';
import { NovoLancamentoModal } from './novo-lancamento-modal';
import { TransacaoConciliada } from './transacao-conciliada';
import { type LancamentosDaConciliacao, TransacaoItem } from './transacao-item';

type ListaDeTransacoesProps = { idConta: number; onAviso: (aviso: Aviso) => void };

/** The account's transactions to reconcile (or, on demand, those reconciled, to undo), a page at a time. */
export function ListaDeTransacoes({ idConta, onAviso }: ListaDeTransacoesProps) {
  const [page, setPage] = useState(1);
  const [isConciliadas, setConciliadas] = useState(false);
  const [criando, setCriando] = useState<TTransacaoExtrato>();
  const transacoes = useTransacoes(idConta, isConciliadas, page);
  const conciliar = useConciliarTransacao();
  const desfazer = useDesfazerConciliacao();
  const falhou = (error: unknown) => onAviso({ tone: 'danger', texto: mensagemDe(error) });

  const confirmar = (id: number, lancamentos: LancamentosDaConciliacao) =>
    conciliar.mutate(
      { id, input: { lancamentos } },
      { onSuccess: () => onAviso({ tone: 'info', texto: 'Transação conciliada.' }), onError: falhou },
    );
  const criar = (t: TTransacaoExtrato, novo: { descricao: string; id_categoria: number }) =>
    conciliar.mutate(
      { id: t.id, input: { novo_lancamento: novo } },
      {
        onSuccess: () => {
          setCriando(undefined);
          onAviso({ tone: 'info', texto: 'Lançamento criado e transação conciliada.' });
        },
      },
    );
  const desfazerDe = (t: TTransacaoExtrato) => {
    if (!window.confirm('Desfazer a conciliação desta transação? O que ela pagou volta a ficar em aberto.'))
      return;
    desfazer.mutate(t.id, {
      onSuccess: () => onAviso({ tone: 'info', texto: 'Conciliação desfeita.' }),
      onError: falhou,
    });
  };
  const alternar = () => {
    setConciliadas(!isConciliadas);
    setPage(1);
  };

  return (
    <Card
      title={isConciliadas ? 'Transações conciliadas' : 'Transações a conciliar'}
      actions={
        <Button size="sm" variant="ghost" onClick={alternar}>
          {isConciliadas ? 'Ver a conciliar' : 'Ver conciliadas'}
        </Button>
      }
    >
      {transacoes.isError && <Notice>{mensagemDe(transacoes.error)}</Notice>}
      {transacoes.data?.data.length === 0 && (
        <p>
          {isConciliadas
            ? 'Nenhuma transação conciliada nesta conta.'
            : 'Nenhuma transação a conciliar nesta conta.'}
        </p>
      )}
      <ul className="conciliacao-lista">
        {transacoes.data?.data.map((t) =>
          isConciliadas ? (
            <TransacaoConciliada
              key={t.id}
              transacao={t}
              isSaving={desfazer.isPending}
              onDesfazer={() => desfazerDe(t)}
            />
          ) : (
            <TransacaoItem
              key={t.id}
              transacao={t}
              isSaving={conciliar.isPending}
              onConfirmar={(lancamentos) => confirmar(t.id, lancamentos)}
              onCriarLancamento={() => {
                conciliar.reset();
                setCriando(t);
              }}
            />
          ),
        )}
      </ul>
      {(transacoes.data?.totalItems ?? 0) > TRANSACOES_PAGE_SIZE && (
        <Pagination page={page} totalPages={transacoes.data?.totalPages ?? 1} onPageChange={setPage} />
      )}
      {criando && (
        <NovoLancamentoModal
          transacao={criando}
          isSaving={conciliar.isPending}
          error={conciliar.isError ? mensagemDe(conciliar.error) : undefined}
          onClose={() => setCriando(undefined)}
          onSalvar={(novo) => criar(criando, novo)}
        />
      )}
    </Card>
  );
}
