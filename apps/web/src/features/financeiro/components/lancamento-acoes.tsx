import type { TLancamento } from '@erp/contracts/financeiro';
import { Button } from '../../../components/ui/button';
import { acoesDoLancamento } from '../utils/lancamento-regras';

export type LancamentoAcoesHandlers = {
  onBaixar: (lancamento: TLancamento) => void;
  onEditar: (lancamento: TLancamento) => void;
  onExcluir: (lancamento: TLancamento) => void;
  /** The entry whose deletion is running: its button reads 'Excluindo...'. */
  excluindoId: number | undefined;
};

/** 'Dar Baixa', 'Editar' and 'Excluir', only where SPEC §4 allows them; paid rows have no actions. */
export function LancamentoAcoes({
  lancamento,
  onBaixar,
  onEditar,
  onExcluir,
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
