import { useEffect } from 'react';

/**
 * SPEC §8: a list or report that cannot load is a browser alert ('Falha ao carregar relatório.', 'Falha ao
 * carregar a lista de notas.'). Each failed load brings a new error object, so the alert shows once per
 * failure, not once per render.
 */
export function useAlertaDeFalha(error: unknown, mensagem: string): void {
  useEffect(() => {
    if (!error) return;
    console.error(mensagem, error);
    window.alert(mensagem);
  }, [error, mensagem]);
}
