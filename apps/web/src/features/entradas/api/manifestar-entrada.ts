import type { TEventoManifestacao, TManifestacao } from '@erp/contracts/manifestacoes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { salvarArquivo } from '../../../lib/arquivo-no-navegador';
import { entradasKey } from './buscar-entradas';

export type ManifestacaoVariables = {
  id: number;
  evento: TEventoManifestacao;
  justificativa?: string;
  /** An entry's row, or a line of 'Documentos na SEFAZ'. */
  origem?: 'entrada' | 'documento';
};

/**
 * A manifestação of the recipient sent to the Ambiente Nacional (SPEC §4 'Confirmar Recebimento' is the
 * confirmation). Irreversible; the server refuses what SEFAZ would refuse (409) and relays SEFAZ's refusal in
 * details (422). Answers the server's message.
 */
export async function manifestarEntrada(v: ManifestacaoVariables): Promise<string> {
  const caminho =
    v.origem === 'documento'
      ? `/upload/nfe-entrada/sefaz/documentos/${v.id}/manifestar`
      : `/upload/nfe-entrada/${v.id}/manifestar`;
  const corpo = { evento: v.evento, ...(v.justificativa ? { justificativa: v.justificativa } : {}) };
  const resposta = await apiClient.post<{ message: string }>(caminho, corpo);
  return resposta.message;
}

export function useManifestarEntrada() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: manifestarEntrada,
    // The entries' key covers 'Documentos na SEFAZ' too: both rows show the note's manifestações.
    onSettled: () => queryClient.invalidateQueries({ queryKey: entradasKey }),
  });
}

/** The procEventoNFe of a manifestação, fetched with the token (a plain link cannot send it) and saved. */
export async function baixarXmlDaManifestacao(m: TManifestacao, chave: string): Promise<void> {
  const arquivo = await apiClient.get<Blob>(m.caminho_xml.replace(/^\/api/, ''), { responseType: 'blob' });
  salvarArquivo(arquivo, `${chave}-${m.tipo_evento}-procEventoNFe.xml`);
}
