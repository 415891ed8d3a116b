import { caminhoDacce, caminhoXmlDoEvento } from '@erp/contracts/eventos-nfe';
import { useMutation } from '@tanstack/react-query';
import { mostrarArquivoNaAba, salvarArquivo } from '../../../lib/arquivo-no-navegador';
import { serverErrorText } from '../../../lib/server-errors';
import { buscarArquivoNfe } from './arquivo-nfe';

export type DocumentoDoEventoVariables = {
  idNota: number;
  chaveAcesso: string | null;
  tipoEvento: string;
  sequencia: number;
  tipo: 'xml' | 'dacce';
  /** The tab opened on the click, where the DACCE is shown. */
  aba?: Window | null;
};

/** The procEventoNFe of a registered event (saved), or the DACCE of a CC-e (shown in a tab). */
export async function abrirDocumentoDoEvento(v: DocumentoDoEventoVariables): Promise<void> {
  const seq = String(v.sequencia).padStart(2, '0');
  if (v.tipo === 'dacce') {
    mostrarArquivoNaAba(await buscarArquivoNfe(caminhoDacce(v.idNota, v.sequencia)), v.aba ?? null);
    return;
  }
  const arquivo = await buscarArquivoNfe(caminhoXmlDoEvento(v.idNota, v.tipoEvento, v.sequencia));
  salvarArquivo(arquivo, `${v.chaveAcesso ?? v.idNota}-${v.tipoEvento}-${seq}-procEventoNFe.xml`);
}

export function useDocumentoDoEvento() {
  return useMutation({
    mutationFn: abrirDocumentoDoEvento,
    onError: (error, v) => {
      v.aba?.close();
      console.error('Erro ao baixar o documento do evento:', error);
      window.alert(`Falha ao baixar o arquivo: ${serverErrorText(error, 'erro desconhecido.')}`);
    },
  });
}
