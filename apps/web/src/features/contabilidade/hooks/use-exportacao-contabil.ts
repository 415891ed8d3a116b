import { useReducer, useRef } from 'react';
import { salvarArquivo } from '../../../lib/arquivo-no-navegador';
import { serverErrorText } from '../../../lib/server-errors';
import { baixarExportacao, contarExportacao, type PedidoExportacao } from '../api/exportacao-contabil';
import { EXPORTACAO_PARADA, exportacaoReducer } from '../utils/exportacao-estado';

/** The count, then the download of the period's .zip with its progress, which the user may cancel. */
export function useExportacaoContabil() {
  const [estado, despachar] = useReducer(exportacaoReducer, EXPORTACAO_PARADA);
  const controle = useRef<AbortController | null>(null);

  async function baixar(pedido: PedidoExportacao) {
    const atual = new AbortController();
    controle.current = atual;
    try {
      const contagem = await contarExportacao(pedido);
      despachar({ tipo: 'contou', contagem });
      const arquivo = await baixarExportacao(
        pedido,
        (progresso) => despachar({ tipo: 'progrediu', progresso }),
        atual.signal,
      );
      salvarArquivo(arquivo, contagem.nome_arquivo);
      despachar({ tipo: 'concluiu', bytes: arquivo.size });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') despachar({ tipo: 'cancelou' });
      else
        despachar({
          tipo: 'falhou',
          mensagem: serverErrorText(error, 'Falha ao gerar o arquivo da contabilidade.'),
        });
    } finally {
      controle.current = null;
    }
  }

  return { estado, baixar, cancelar: () => controle.current?.abort() };
}
