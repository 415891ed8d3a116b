import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Notice } from '../../../components/ui/notice';
import { serverErrorText } from '../../../lib/server-errors';
import { usePreviaProducao } from '../api/buscar-previa-producao';
import { PreviaProducao } from './previa-producao';
import './certificado-e-ambiente.css';

type ConfirmarProducaoModalProps = {
  isOpen: boolean;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * Entering produção is the one change with legal consequences: said plainly, confirmed explicitly, with what the
 * test documents changed and the confirmation reverses listed first.
 */
export function ConfirmarProducaoModal({
  isOpen,
  isPending,
  onConfirm,
  onClose,
}: ConfirmarProducaoModalProps) {
  const previa = usePreviaProducao(isOpen);
  const isBloqueada = !previa.data || previa.data.pendentes.length > 0;
  return (
    <Modal
      isOpen={isOpen}
      title="Mudar para produção"
      onClose={onClose}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isPending}>
            Cancelar
          </Button>
          <Button
            variant="danger"
            onClick={onConfirm}
            disabled={isBloqueada}
            isLoading={isPending}
            loadingText="Alterando..."
          >
            Confirmar produção
          </Button>
        </>
      }
    >
      <div className="confirmar-producao">
        <p>
          Em produção, cada NF-e e NFS-e emitida é enviada à SEFAZ e à Sefin Nacional com valor fiscal: vale
          como documento da empresa perante o fisco e só pode ser desfeita por cancelamento, dentro do prazo
          legal.
        </p>
        {previa.isPending && <p>Levantando o que os documentos de teste mudaram...</p>}
        {previa.isError && (
          <Notice>
            {serverErrorText(previa.error, 'Não foi possível levantar os documentos de teste.')}
          </Notice>
        )}
        {previa.data && <PreviaProducao previa={previa.data} />}
        <p>A mudança e o estorno ficam registrados na auditoria com o seu usuário.</p>
      </div>
    </Modal>
  );
}
