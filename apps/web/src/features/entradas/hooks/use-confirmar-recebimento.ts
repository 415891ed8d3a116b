import type { TEntrada } from '@erp/contracts/entradas';
import { isApiError } from '../../../lib/api-error';
import { serverErrorText } from '../../../lib/server-errors';
import { useManifestarEntrada } from '../api/manifestar-entrada';

export const PERGUNTA_CONFIRMACAO =
  'Tem certeza que deseja confirmar o recebimento desta nota junto à SEFAZ? Esta ação é irreversível.';
const ERRO_CONFIRMACAO = 'Erro ao confirmar a nota.';

/**
 * SPEC §8: 'Falha: ' plus the server's reason for a refusal (SEFAZ's, or the 409 of a note no longer Pendente);
 * with no reason to give (not a refusal, or an empty one), 'Erro ao confirmar a nota.'
 */
export function mensagemFalhaConfirmacao(error: unknown): string {
  const isRecusa = isApiError(error) && error.status >= 400 && error.status < 500;
  const motivo = isRecusa ? serverErrorText(error, '') : '';
  return motivo ? `Falha: ${motivo}` : ERRO_CONFIRMACAO;
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
