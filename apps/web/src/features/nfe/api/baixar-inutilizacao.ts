import type { TLacunasNfe } from '@erp/contracts/nfe-emissao';
import { useMutation } from '@tanstack/react-query';
import { salvarArquivo } from '../../../lib/arquivo-no-navegador';
import { serverErrorText } from '../../../lib/server-errors';
import { buscarArquivoNfe } from './arquivo-nfe';

type Inutilizacao = TLacunasNfe['inutilizacoes'][number];

/** The voided range's procInutNFe as stored, saved as inutilizacao-{série}-{first}-{last}.xml. */
export function useBaixarInutilizacao() {
  return useMutation({
    mutationFn: async ({
      inutilizacao,
      serie,
    }: {
      inutilizacao: Inutilizacao;
      serie: number | undefined;
    }) => {
      // A pending request has no procInutNFe yet (the button is disabled for it).
      if (!inutilizacao.caminho_xml) throw new Error('a inutilização ainda está pendente na SEFAZ.');
      return salvarArquivo(
        await buscarArquivoNfe(inutilizacao.caminho_xml),
        `inutilizacao-${serie ?? ''}-${inutilizacao.numero_inicial}-${inutilizacao.numero_final}.xml`,
      );
    },
    onError: (error) => {
      console.error('Erro ao baixar o XML da inutilização:', error);
      window.alert(`Falha ao baixar o arquivo: ${serverErrorText(error, 'erro desconhecido.')}`);
    },
  });
}
