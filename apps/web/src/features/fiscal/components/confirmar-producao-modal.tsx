import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import './certificado-e-ambiente.css';

type ConfirmarProducaoModalProps = {
  isOpen: boolean;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Entering produção is the one change with legal consequences: said plainly, confirmed explicitly. */
export function ConfirmarProducaoModal({
  isOpen,
  isPending,
  onConfirm,
  onClose,
}: ConfirmarProducaoModalProps) {
  return (
    <Modal
      isOpen={isOpen}
      title="Mudar para produção"
      onClose={onClose}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isPending}>
            Cancelar
          </Button>
          <Button variant="danger" onClick={onConfirm} isLoading={isPending} loadingText="Alterando...">
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
        <p>A mudança fica registrada na auditoria com o seu usuário.</p>
      </div>
    </Modal>
  );
}
