import type { TDocumentoDistribuido } from '@erp/contracts/distribuicao-dfe';
import { useState } from 'react';
import {
  useBaixarXml,
  useBuscarNaSefaz,
  useDocumentosSefaz,
  useEnviarCiencia,
} from '../api/documentos-sefaz';
import { mensagemDaFalha } from '../utils/documentos-sefaz';

export const PERGUNTA_CIENCIA =
  'Enviar a Ciência da Operação desta nota à SEFAZ? O evento fica registrado no Ambiente Nacional e libera o XML completo na próxima busca.';

/** A line's action that alerts the server's message, or 'Falha: ' and the reason. */
function respostasDaLinha(log: string, fallback: string) {
  return {
    onSuccess: (mensagem: string) => window.alert(mensagem),
    onError: (error: unknown) => {
      console.error(log, error);
      window.alert(`Falha: ${mensagemDaFalha(error, fallback)}`);
    },
  };
}

/**
 * 'Documentos na SEFAZ': the page of the list, the query on a button (its failure stays on the page), the line
 * actions (Ciência, the XML, Manifestar) and which line is busy, the one being imported included.
 */
export function useDocumentosSefazDaTela(importandoId: number | undefined) {
  const [page, setPage] = useState(1);
  const [falha, setFalha] = useState<string | null>(null);
  const [manifestar, setManifestar] = useState<TDocumentoDistribuido | null>(null);
  const documentosQuery = useDocumentosSefaz(page);
  const busca = useBuscarNaSefaz();
  const ciencia = useEnviarCiencia();
  const baixar = useBaixarXml();

  function buscar() {
    setFalha(null);
    busca.mutate(undefined, {
      onSuccess: (resultado) => {
        setPage(1);
        window.alert(resultado.message);
      },
      onError: (error) => {
        console.error('Erro ao buscar na SEFAZ:', error);
        const mensagem = mensagemDaFalha(error, 'Erro ao buscar documentos na SEFAZ.');
        setFalha(mensagem);
        window.alert(mensagem);
      },
    });
  }

  function enviarCiencia(documento: TDocumentoDistribuido) {
    if (!window.confirm(PERGUNTA_CIENCIA)) return;
    ciencia.mutate(
      documento.id,
      respostasDaLinha('Erro ao enviar a Ciência da Operação:', 'Erro ao enviar a Ciência da Operação.'),
    );
  }

  function baixarXml(documento: TDocumentoDistribuido) {
    baixar.mutate(
      documento.id,
      respostasDaLinha('Erro ao baixar o XML da SEFAZ:', 'Erro ao baixar o XML da nota na SEFAZ.'),
    );
  }

  return {
    documentosQuery,
    setPage,
    falha,
    fecharFalha: () => setFalha(null),
    isBuscando: busca.isPending,
    buscar,
    enviarCiencia,
    baixarXml,
    manifestar,
    setManifestar,
    emAndamento: ciencia.isPending ? ciencia.variables : baixar.isPending ? baixar.variables : importandoId,
  };
}
