import type { TNfeListaItem } from '@erp/contracts/nfe-documento';
import { useState } from 'react';
import { mostrarArquivoNaAba } from '../../../lib/arquivo-no-navegador';
import { serverErrorText } from '../../../lib/server-errors';
import { useBaixarArquivoNfe } from '../api/baixar-arquivo-nfe';
import { useExcluirRascunho } from '../api/excluir-rascunho';
import { usePrevisualizarNfe } from '../api/previsualizar-nfe';
import { falhaAoPrevisualizar } from '../utils/mensagens';

export const PERGUNTA_EXCLUSAO = 'Tem certeza que deseja excluir este rascunho?';
export const PERGUNTA_CANCELAMENTO = 'Tem certeza que deseja cancelar esta NF-e? O stock será estornado.';

/**
 * The row actions that need no form: preview, delete and the file downloads (SPEC §4, §8). `vencimentoDe`
 * gives the due date the preview prints, the same default the emission offers.
 */
export function useAcoesNfe(vencimentoDe: (nota: TNfeListaItem) => string) {
  const previsualizarMutation = usePrevisualizarNfe();
  const excluirMutation = useExcluirRascunho();
  const baixarMutation = useBaixarArquivoNfe();
  const [aviso, setAviso] = useState<string | null>(null);

  function previsualizar(nota: TNfeListaItem) {
    // Opened now, inside the click, so that no popup blocker refuses it; filled when the PDF arrives.
    const aba = window.open('', '_blank');
    previsualizarMutation.mutate(
      { id: nota.id, data_vencimento: vencimentoDe(nota) },
      {
        onSuccess: (danfe) => mostrarArquivoNaAba(danfe, aba),
        onError: (error) => {
          aba?.close();
          console.error('Erro ao gerar pré-visualização:', error);
          window.alert(falhaAoPrevisualizar(error));
        },
      },
    );
  }

  function excluir(nota: TNfeListaItem) {
    if (!window.confirm(PERGUNTA_EXCLUSAO)) return;
    setAviso(null);
    excluirMutation.mutate(nota.id, {
      onSuccess: () => window.alert('Rascunho excluído com sucesso!'),
      onError: (error) => {
        console.error('Erro ao excluir rascunho:', error);
        window.alert('Erro ao excluir rascunho.');
        setAviso(`Não foi possível excluir o rascunho: ${serverErrorText(error, 'erro desconhecido.')}`);
      },
    });
  }

  const emAndamento = (mutation: { isPending: boolean; variables?: { id: number } | number }) => {
    if (!mutation.isPending || mutation.variables === undefined) return undefined;
    return typeof mutation.variables === 'number' ? mutation.variables : mutation.variables.id;
  };

  return {
    previsualizar,
    excluir,
    baixar: baixarMutation.mutate,
    aviso,
    limparAviso: () => setAviso(null),
    previsualizandoId: emAndamento(previsualizarMutation),
    excluindoId: emAndamento(excluirMutation),
    baixando: baixarMutation.isPending ? baixarMutation.variables : undefined,
  };
}
