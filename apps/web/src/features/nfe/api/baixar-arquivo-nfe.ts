import type { TNfeListaItem } from '@erp/contracts/nfe-documento';
import { useMutation } from '@tanstack/react-query';
import { salvarArquivo } from '../../../lib/arquivo-no-navegador';
import { serverErrorText } from '../../../lib/server-errors';
import { nomeDoArquivo } from '../utils/nota-listada';
import { buscarArquivoNfe } from './arquivo-nfe';

export type BaixarArquivoVariables = { nota: TNfeListaItem; tipo: 'danfe' | 'xml' };

/** The DANFE (PDF) or the authorised XML of a note, saved under its access key. */
export async function baixarArquivoNfe({ nota, tipo }: BaixarArquivoVariables): Promise<void> {
  const caminho = tipo === 'danfe' ? nota.caminho_pdf : nota.caminho_xml;
  if (!caminho) throw new Error(`A nota ${nota.id} não tem ${tipo}.`);
  salvarArquivo(await buscarArquivoNfe(caminho), nomeDoArquivo(nota, tipo));
}

export function useBaixarArquivoNfe() {
  return useMutation({
    mutationFn: baixarArquivoNfe,
    onError: (error) => {
      console.error('Erro ao baixar arquivo da NF-e:', error);
      window.alert(`Falha ao baixar o arquivo: ${serverErrorText(error, 'erro desconhecido.')}`);
    },
  });
}
