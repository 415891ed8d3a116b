import type { TLancamento } from '@erp/contracts/financeiro';
import { Button } from '../../../components/ui/button';
import { acoesDoLancamento } from '../utils/lancamento-regras';

export type LancamentoAcoesHandlers = {
  onBaixar: (lancamento: TLancamento) => void;
  onEditar: (lancamento: TLancamento) => void;
  onExcluir: (lancamento: TLancamento) => void;
  /** Present on receivables when the default account has a PIX key: 'PIX' opens its code. */
  onPix?: ((lancamento: TLancamento) => void) | undefined;
  /** Present on receivables when the default account's bank has a boleto layout: 'Boleto' saves its PDF. */
  onBoleto?: ((lancamento: TLancamento) => void) | undefined;
  /** The entry whose boleto is being generated: its button reads 'Gerando...'. */
  boletoId?: number | undefined;
  /** The entry whose deletion is running: its button reads 'Excluindo...'. */
  excluindoId: number | undefined;
};

/** 'Dar Baixa', 'PIX', 'Boleto', 'Editar' and 'Excluir', only where SPEC §4 allows them; paid rows have no actions. */
export function LancamentoAcoes({
  lancamento,
  onBaixar,
  onEditar,
  onExcluir,
  onPix,
  onBoleto,
  boletoId,
  excluindoId,
}: LancamentoAcoesHandlers & { lancamento: TLancamento }) {
  const { podeBaixar, podeEditar } = acoesDoLancamento(lancamento);
  if (!podeBaixar && !podeEditar) return null;
  return (
    <div className="row-actions">
      {podeBaixar && (
        <Button size="sm" onClick={() => onBaixar(lancamento)}>
          Dar Baixa
        </Button>
      )}
      {podeBaixar && onPix && (
        <Button variant="secondary" size="sm" onClick={() => onPix(lancamento)}>
          PIX
        </Button>
      )}
      {podeBaixar && onBoleto && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onBoleto(lancamento)}
          isLoading={boletoId === lancamento.id}
          loadingText="Gerando..."
        >
          Boleto
        </Button>
      )}
      {podeEditar && (
        <>
          <Button variant="secondary" size="sm" onClick={() => onEditar(lancamento)}>
            Editar
          </Button>
          <Button
            variant="danger-outline"
            size="sm"
            onClick={() => onExcluir(lancamento)}
            isLoading={excluindoId === lancamento.id}
            loadingText="Excluindo..."
          >
            Excluir
          </Button>
        </>
      )}
    </div>
  );
}
