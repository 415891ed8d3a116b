import type { TNfeListaItem } from '@erp/contracts/nfe-documento';
import { Link } from 'react-router';
import { BotaoDeArquivo } from '../../../components/documentos-fiscais/botao-de-arquivo';
import { Button, buttonClassName } from '../../../components/ui/button';
import type { BaixarArquivoVariables } from '../api/baixar-arquivo-nfe';
import { acoesDaNota } from '../utils/nota-listada';

export type NfeAcoesHandlers = {
  onPrevisualizar: (nota: TNfeListaItem) => void;
  onEmitir: (nota: TNfeListaItem) => void;
  onExcluir: (nota: TNfeListaItem) => void;
  onCancelar: (nota: TNfeListaItem) => void;
  onCorrigir: (nota: TNfeListaItem) => void;
  onBaixar: (variables: BaixarArquivoVariables) => void;
  /** False for an Operador: cancelling is for administrators only, so 'Cancelar' is not offered. */
  podeCancelar: boolean;
  previsualizandoId: number | undefined;
  excluindoId: number | undefined;
  baixando: BaixarArquivoVariables | undefined;
};

/** SPEC §4, per status: a Rascunho is previewed, edited, emitted or deleted; an Autorizada downloaded, corrected or cancelled. */
export function NfeAcoes({
  nota,
  onPrevisualizar,
  onEmitir,
  onExcluir,
  onCancelar,
  onCorrigir,
  onBaixar,
  podeCancelar,
  previsualizandoId,
  excluindoId,
  baixando,
}: NfeAcoesHandlers & { nota: TNfeListaItem }) {
  const acoes = acoesDaNota(nota);
  const isBaixando = (tipo: 'danfe' | 'xml') => baixando?.nota.id === nota.id && baixando.tipo === tipo;

  return (
    <div className="nfe-acoes">
      {acoes.isRascunho && (
        <>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onPrevisualizar(nota)}
            isLoading={previsualizandoId === nota.id}
            loadingText="Gerando..."
          >
            Pré-visualizar
          </Button>
          <Link to={`/nfe/emitir/${nota.id}`} className={buttonClassName('secondary', 'sm')}>
            Editar
          </Link>
          <Button size="sm" onClick={() => onEmitir(nota)}>
            Emitir
          </Button>
          <Button
            variant="danger-outline"
            size="sm"
            onClick={() => onExcluir(nota)}
            isLoading={excluindoId === nota.id}
            loadingText="Excluindo..."
          >
            Excluir
          </Button>
        </>
      )}
      {acoes.podeEmitirEmContingencia && (
        <Button size="sm" onClick={() => onEmitir(nota)}>
          Emitir em contingência
        </Button>
      )}
      {acoes.hasDanfe && (
        <BotaoDeArquivo onClick={() => onBaixar({ nota, tipo: 'danfe' })} isBaixando={isBaixando('danfe')}>
          DANFE
        </BotaoDeArquivo>
      )}
      {acoes.hasXml && (
        <BotaoDeArquivo onClick={() => onBaixar({ nota, tipo: 'xml' })} isBaixando={isBaixando('xml')}>
          XML
        </BotaoDeArquivo>
      )}
      {acoes.podeCorrigir && (
        <Button variant="secondary" size="sm" onClick={() => onCorrigir(nota)}>
          Carta de Correção
        </Button>
      )}
      {acoes.podeCancelar && podeCancelar && (
        <Button variant="danger-outline" size="sm" onClick={() => onCancelar(nota)}>
          Cancelar
        </Button>
      )}
    </div>
  );
}
