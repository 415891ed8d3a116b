import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import type { ProdutoFaltante } from '../hooks/use-importacao-xml';

type ProdutoNaoEncontradoModalProps = {
  produto: ProdutoFaltante;
  /** How many products of the note are still to be decided, this one included. */
  restantes: number;
  onIgnorar: () => void;
  onCadastrar: () => void;
  /** Closing without an answer stops the import. */
  onCancelar: () => void;
};

/** SPEC §2/§4: one unregistered product of the note at a time, 'Ignorar' or 'Sim, Cadastrar'. */
export function ProdutoNaoEncontradoModal({
  produto,
  restantes,
  onIgnorar,
  onCadastrar,
  onCancelar,
}: ProdutoNaoEncontradoModalProps) {
  return (
    <Modal
      isOpen
      title="Produto Não Encontrado"
      onClose={onCancelar}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onIgnorar}>
            Ignorar
          </Button>
          <Button onClick={onCadastrar}>Sim, Cadastrar</Button>
        </>
      }
    >
      <div className="stack">
        <p>O produto abaixo, da nota fiscal, não está cadastrado. Deseja cadastrá-lo agora?</p>
        <dl className="entrada-resumo">
          <dt>Produto</dt>
          <dd>{produto.nome}</dd>
          <dt>Código (SKU)</dt>
          <dd>{produto.codigo_interno}</dd>
          <dt>NCM</dt>
          <dd>{produto.ncm}</dd>
        </dl>
        {restantes > 1 && (
          <p className="entrada-nota">{`Há mais ${restantes - 1} produto(s) não cadastrado(s) nesta nota.`}</p>
        )}
      </div>
    </Modal>
  );
}
