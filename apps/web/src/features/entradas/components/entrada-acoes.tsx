import type { TEntrada } from '@erp/contracts/entradas';
import { Button } from '../../../components/ui/button';

export type EntradaAcoesHandlers = {
  onVerItens: (entrada: TEntrada) => void;
  onConfirmar: (entrada: TEntrada) => void;
  /** The entry whose confirmation is running: its button reads 'Confirmando...'. */
  confirmandoId: number | undefined;
};

/** SPEC §2: 'Confirmar Recebimento' only on Pendente rows, N/A on the others; plus the entry's items. */
export function EntradaAcoes({
  entrada,
  onVerItens,
  onConfirmar,
  confirmandoId,
}: EntradaAcoesHandlers & { entrada: TEntrada }) {
  return (
    <div className="entrada-acoes">
      <Button variant="secondary" size="sm" onClick={() => onVerItens(entrada)}>
        Ver Itens
      </Button>
      {entrada.status_manifestacao === 'Pendente' ? (
        <Button
          size="sm"
          onClick={() => onConfirmar(entrada)}
          isLoading={confirmandoId === entrada.id}
          loadingText="Confirmando..."
          disabled={confirmandoId !== undefined}
        >
          Confirmar Recebimento
        </Button>
      ) : (
        <span className="entrada-na">N/A</span>
      )}
    </div>
  );
}
