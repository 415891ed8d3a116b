import type { TEntrada } from '@erp/contracts/entradas';
import { Button } from '../../../components/ui/button';
import { eventosPossiveis } from '../utils/eventos-possiveis';

export type EntradaAcoesHandlers = {
  onVerItens: (entrada: TEntrada) => void;
  onConfirmar: (entrada: TEntrada) => void;
  /** Opens 'Manifestar' (Ciência, Desconhecimento, Operação não Realizada besides the confirmation). */
  onManifestar: (entrada: TEntrada) => void;
  /** The entry whose confirmation is running: its button reads 'Confirmando...'. */
  confirmandoId: number | undefined;
};

/**
 * SPEC §2: 'Confirmar Recebimento' only on Pendente rows; 'Manifestar' while the note has no conclusive
 * manifestação; N/A once it has; plus the entry's items.
 */
export function EntradaAcoes({
  entrada,
  onVerItens,
  onConfirmar,
  onManifestar,
  confirmandoId,
}: EntradaAcoesHandlers & { entrada: TEntrada }) {
  // The status is the stored summary (it also covers a note confirmed in another environment).
  const isConclusiva = ['Confirmada', 'Desconhecida', 'Não realizada'].includes(entrada.status_manifestacao);
  const podeManifestar = !isConclusiva && eventosPossiveis(entrada.manifestacoes).length > 0;
  return (
    <div className="entrada-acoes">
      <Button variant="secondary" size="sm" onClick={() => onVerItens(entrada)}>
        Ver Itens
      </Button>
      {entrada.status_manifestacao === 'Pendente' && (
        <Button
          size="sm"
          onClick={() => onConfirmar(entrada)}
          isLoading={confirmandoId === entrada.id}
          loadingText="Confirmando..."
          disabled={confirmandoId !== undefined}
        >
          Confirmar Recebimento
        </Button>
      )}
      {podeManifestar ? (
        <Button variant="secondary" size="sm" onClick={() => onManifestar(entrada)}>
          Manifestar
        </Button>
      ) : (
        entrada.status_manifestacao !== 'Pendente' && <span className="entrada-na">N/A</span>
      )}
    </div>
  );
}
