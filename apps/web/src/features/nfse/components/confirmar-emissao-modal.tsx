import type { TValoresNfse } from '@erp/contracts/nfse';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Notice } from '../../../components/ui/notice';
import { formatBRL, formatDate } from '../../../lib/format';
import { AVISO_EMISSAO } from '../utils/mensagens';

export type ResumoEmissao = {
  tomador: string;
  servico: string;
  competencia: string;
  vencimento: string;
  valores: TValoresNfse | null;
};

type ConfirmarEmissaoModalProps = {
  resumo: ResumoEmissao;
  /** The reason of the last failed attempt, shown above the summary. */
  motivo: string | null;
  isEmitindo: boolean;
  onConfirmar: () => void;
  onClose: () => void;
};

/** The last step before the DPS goes to the tax authority: what is being issued, and that it is final. */
export function ConfirmarEmissaoModal({
  resumo,
  motivo,
  isEmitindo,
  onConfirmar,
  onClose,
}: ConfirmarEmissaoModalProps) {
  const { valores } = resumo;
  return (
    <Modal
      isOpen
      title="Emitir NFS-e"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isEmitindo}>
            Voltar
          </Button>
          <Button onClick={onConfirmar} isLoading={isEmitindo} loadingText="Emitindo...">
            Confirmar Emissão
          </Button>
        </>
      }
    >
      {motivo && <Notice>{motivo}</Notice>}
      <dl className="nfse-resumo">
        <dt>Tomador</dt>
        <dd>{resumo.tomador}</dd>
        <dt>Serviço</dt>
        <dd>{resumo.servico}</dd>
        <dt>Competência</dt>
        <dd>{formatDate(resumo.competencia)}</dd>
        <dt>Valor do Serviço</dt>
        <dd>{formatBRL(valores?.valor_servico)}</dd>
        <dt>Valor Líquido</dt>
        <dd>{formatBRL(valores?.valor_liquido)}</dd>
        <dt>Vencimento</dt>
        <dd>{formatDate(resumo.vencimento)}</dd>
      </dl>
      <p className="nfse-aviso">{AVISO_EMISSAO}</p>
    </Modal>
  );
}
