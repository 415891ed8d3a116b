import type { TEntrada } from '@erp/contracts/entradas';
import { isApiError } from '../../../lib/api-error';
import { useManifestarEntrada } from '../api/manifestar-entrada';

export const PERGUNTA_CONFIRMACAO =
  'Tem certeza que deseja confirmar o recebimento desta nota junto à SEFAZ? Esta ação é irreversível.';
const ERRO_CONFIRMACAO = 'Erro ao confirmar a nota.';

/**
 * SPEC §8: 'Falha: ' plus the server's details (SEFAZ's reason for a refusal), or its error when a refusal came
 * without details (the 409 of a note no longer Pendente); with no reason to give, 'Erro ao confirmar a nota.'
 */
export function mensagemFalhaConfirmacao(error: unknown): string {
  if (!isApiError(error)) return ERRO_CONFIRMACAO;
  if (error.detailsText) return `Falha: ${error.detailsText}`;
  const isRecusa = error.status >= 400 && error.status < 500;
  return isRecusa && error.message ? `Falha: ${error.message}` : ERRO_CONFIRMACAO;
}

/** 'Confirmar Recebimento' (SPEC §4): irreversible, so it asks first. */
export function useConfirmarRecebimento() {
  const mutation = useManifestarEntrada();

  function confirmar(entrada: TEntrada) {
    if (!window.confirm(PERGUNTA_CONFIRMACAO)) return;
    mutation.mutate(
      { id: entrada.id, evento: 'confirmacao' },
      {
        onSuccess: () => window.alert('Nota confirmada com sucesso!'),
        onError: (error) => {
          console.error('Erro ao confirmar a nota:', error);
          window.alert(mensagemFalhaConfirmacao(error));
        },
      },
    );
  }

  return { confirmar, confirmandoId: mutation.isPending ? mutation.variables?.id : undefined };
}
