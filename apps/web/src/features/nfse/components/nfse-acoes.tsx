import type { TNfseListaItem } from '@erp/contracts/nfse';
import { BotaoDeArquivo } from '../../../components/documentos-fiscais/botao-de-arquivo';
import { Button } from '../../../components/ui/button';
import type { BaixarArquivoNfseVariables } from '../api/baixar-arquivo-nfse';
import { acoesDaNfse, type TipoArquivoNfse } from '../utils/nfse-listada';

export type NfseAcoesHandlers = {
  onBaixar: (variables: BaixarArquivoNfseVariables) => void;
  /** Absent for anyone but an Administrador, who alone may cancel (the server refuses the others). */
  onCancelar?: ((nota: TNfseListaItem) => void) | undefined;
  baixando: BaixarArquivoNfseVariables | undefined;
};

/** An authorised NFS-e: DANFSe, XML and cancellation; a cancelled one keeps its files. */
export function NfseAcoes({
  nota,
  onBaixar,
  onCancelar,
  baixando,
}: NfseAcoesHandlers & { nota: TNfseListaItem }) {
  const acoes = acoesDaNfse(nota);
  const isBaixando = (tipo: TipoArquivoNfse) => baixando?.nota.id === nota.id && baixando.tipo === tipo;

  return (
    <div className="nfse-acoes">
      {acoes.hasDanfse && (
        <BotaoDeArquivo onClick={() => onBaixar({ nota, tipo: 'danfse' })} isBaixando={isBaixando('danfse')}>
          DANFSe
        </BotaoDeArquivo>
      )}
      {acoes.hasXml && (
        <BotaoDeArquivo onClick={() => onBaixar({ nota, tipo: 'xml' })} isBaixando={isBaixando('xml')}>
          XML
        </BotaoDeArquivo>
      )}
      {acoes.podeCancelar && onCancelar && (
        <Button variant="danger-outline" size="sm" onClick={() => onCancelar(nota)}>
          Cancelar
        </Button>
      )}
    </div>
  );
}
