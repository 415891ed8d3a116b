import type { TNfseListaItem } from '@erp/contracts/nfse';
import { useMutation } from '@tanstack/react-query';
import { salvarArquivo } from '../../../lib/arquivo-no-navegador';
import { serverErrorText } from '../../../lib/server-errors';
import { caminhoDaApi, nomeDoArquivo, type TipoArquivoNfse } from '../utils/nfse-listada';
import { buscarArquivoNfse } from './arquivo-nfse';

export type BaixarArquivoNfseVariables = { nota: TNfseListaItem; tipo: TipoArquivoNfse };

/** The DANFSe (PDF) or the NFS-e XML, saved under the access key. */
export async function baixarArquivoNfse({ nota, tipo }: BaixarArquivoNfseVariables): Promise<void> {
  const caminho = tipo === 'danfse' ? nota.caminho_pdf : nota.caminho_xml;
  if (!caminho) throw new Error(`A NFS-e ${nota.id} não tem ${tipo}.`);
  salvarArquivo(await buscarArquivoNfse(caminhoDaApi(caminho)), nomeDoArquivo(nota, tipo));
}

export function useBaixarArquivoNfse() {
  return useMutation({
    mutationFn: baixarArquivoNfse,
    onError: (error) => {
      console.error('Erro ao baixar arquivo da NFS-e:', error);
      window.alert(`Falha ao baixar o arquivo: ${serverErrorText(error, 'erro desconhecido.')}`);
    },
  });
}
