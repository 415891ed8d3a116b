import {
  type RESTANTES,
  ROTULOS_MOTIVO_SUGESTAO,
  type TConciliarInput,
  type TTransacaoExtrato,
} from '@erp/contracts/conciliacao';
import { Decimal } from '@erp/fiscal/decimal';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatBRL, formatDate } from '../../../lib/format';
import { CabecalhoDaTransacao, tituloDaTransacao } from './cabecalho-da-transacao';

export type LancamentosDaConciliacao = Extract<TConciliarInput, { lancamentos: unknown }>['lancamentos'];
type Restante = (typeof RESTANTES)[number];

/** A short credit on one entry: the rest stays open (a new '(saldo)' entry) or is given as desconto. */
const OPCOES_DO_RESTANTE: readonly (readonly [Restante, string])[] = [
  ['EM_ABERTO', 'Fica em aberto'],
  ['DESCONTO', 'Conceder como desconto'],
];

type TransacaoItemProps = {
  transacao: TTransacaoExtrato;
  isSaving: boolean;
  onConfirmar: (lancamentos: LancamentosDaConciliacao) => void;
  onCriarLancamento: () => void;
};

type Selecionado = { id: number; valor_em_aberto: string };

/**
 * What confirming the chosen entries does: one entry takes the whole transaction (a difference is juros; a
 * shortfall is a partial payment whose rest stays open, or a desconto that settles it, as the clerk chooses);
 * several take each its open amount, which must add up to it. `falta`: one entry's shortfall, in R$, if any.
 */
function previa(valor: Decimal, selecionados: Selecionado[], restante: Restante) {
  const [unico] = selecionados;
  if (selecionados.length === 1 && unico) {
    const diferenca = valor.minus(unico.valor_em_aberto);
    if (diferenca.isPositive() && !diferenca.isZero()) {
      return {
        lancamentos: [{ id: unico.id, valor: valor.toFixed(2) }],
        texto: `Juros/multa de ${formatBRL(diferenca.toFixed(2))}.`,
      };
    }
    if (diferenca.isNegative()) {
      const falta = formatBRL(diferenca.abs().toFixed(2));
      return {
        lancamentos: [{ id: unico.id, valor: valor.toFixed(2), restante }],
        falta,
        texto:
          restante === 'DESCONTO'
            ? `Desconto de ${falta}: o lançamento fica pago.`
            : `Pagamento parcial: ${falta} ficam em aberto.`,
      };
    }
    return { lancamentos: [{ id: unico.id, valor: valor.toFixed(2) }], texto: '' };
  }
  const soma = selecionados.reduce((s, l) => s.plus(l.valor_em_aberto), new Decimal(0));
  const texto = soma.equals(valor)
    ? ''
    : `A soma dos selecionados (${formatBRL(soma.toFixed(2))}) difere do valor da transação (${formatBRL(valor.toFixed(2))}).`;
  return { lancamentos: selecionados.map((l) => ({ id: l.id, valor: l.valor_em_aberto })), texto };
}

/** One unmatched statement line: its data, the suggested entries to tick, confirm, or a new entry from it. */
export function TransacaoItem({ transacao, isSaving, onConfirmar, onCriarLancamento }: TransacaoItemProps) {
  const valor = new Decimal(transacao.valor);
  const [primeira] = transacao.sugestoes;
  const [marcados, setMarcados] = useState<number[]>(primeira ? primeira.lancamentos.map((l) => l.id) : []);
  const [restante, setRestante] = useState<Restante>('EM_ABERTO');
  const sugeridos = transacao.sugestoes.flatMap((s) => s.lancamentos.map((l) => ({ ...l, sugestao: s })));
  const selecionados = sugeridos.filter((l) => marcados.includes(l.id));
  const { lancamentos, texto, falta } = previa(valor.abs(), selecionados, restante);
  const alternar = (id: number) =>
    setMarcados((atual) => (atual.includes(id) ? atual.filter((x) => x !== id) : [...atual, id]));

  return (
    <li className="conciliacao-item" aria-label={`Transação ${tituloDaTransacao(transacao)}`}>
      <CabecalhoDaTransacao transacao={transacao} />
      {sugeridos.length === 0 ? (
        <p className="conciliacao-item__vazio">Nenhum lançamento em aberto combina com esta transação.</p>
      ) : (
        <fieldset className="conciliacao-item__sugestoes">
          <legend>Sugestões</legend>
          {sugeridos.map((l) => (
            <label key={l.id} className="conciliacao-sugestao">
              <input type="checkbox" checked={marcados.includes(l.id)} onChange={() => alternar(l.id)} />
              <span className="conciliacao-sugestao__texto">
                {l.descricao}
                {l.nome ? ` · ${l.nome}` : ''} · vence {formatDate(l.data_vencimento)} ·{' '}
                {formatBRL(l.valor_em_aberto)}
              </span>
              <StatusBadge
                status={ROTULOS_MOTIVO_SUGESTAO[l.sugestao.motivo]}
                tone={l.sugestao.exata ? 'success' : 'info'}
              />
            </label>
          ))}
        </fieldset>
      )}
      {falta && (
        <fieldset className="conciliacao-item__restante">
          <legend>O que falta ({falta})</legend>
          {OPCOES_DO_RESTANTE.map(([opcao, rotulo]) => (
            <label key={opcao} className="conciliacao-sugestao">
              <input
                type="radio"
                name={`restante-${transacao.id}`}
                checked={restante === opcao}
                onChange={() => setRestante(opcao)}
              />
              {rotulo}
            </label>
          ))}
        </fieldset>
      )}
      {texto && selecionados.length > 0 && <p className="conciliacao-item__previa">{texto}</p>}
      <div className="conciliacao-item__acoes">
        <Button
          size="sm"
          disabled={selecionados.length === 0 || isSaving}
          onClick={() => onConfirmar(lancamentos)}
        >
          Confirmar
        </Button>
        <Button size="sm" variant="secondary" disabled={isSaving} onClick={onCriarLancamento}>
          Criar lançamento
        </Button>
      </div>
    </li>
  );
}
