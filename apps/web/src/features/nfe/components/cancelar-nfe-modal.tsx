import type { TNfeListaItem } from '@erp/contracts/nfe-documento';
import { ZCancelarNfe } from '@erp/contracts/nfe-emissao';
import {
  CampoJustificativa,
  CancelamentoModal,
} from '../../../components/documentos-fiscais/cancelamento-modal';
import { useFormularioDeCancelamento } from '../../../components/documentos-fiscais/respostas-do-cancelamento';
import { useCancelarNfe } from '../api/cancelar-nfe';
import { ResumoNota } from './resumo-nota';

type CancelarNfeModalProps = { nota: TNfeListaItem; onClose: () => void };

/** The justification of a cancellation, asked after SPEC's confirmation. */
export function CancelarNfeModal({ nota, onClose }: CancelarNfeModalProps) {
  const cancelarMutation = useCancelarNfe();
  const form = useFormularioDeCancelamento({
    documento: 'NF-e',
    schema: ZCancelarNfe,
    defaultValues: { justificativa: '' },
    onClose,
    cancelar: ({ justificativa }, respostas) =>
      cancelarMutation.mutate({ id: nota.id, justificativa }, respostas),
  });

  return (
    <CancelamentoModal
      titulo="Cancelar NF-e"
      resumo={<ResumoNota nota={nota} />}
      motivoDaFalha={form.falha}
      isCancelando={cancelarMutation.isPending}
      onSubmit={form.onSubmit}
      onClose={onClose}
    >
      <CampoJustificativa
        registro={form.register('justificativa')}
        texto={form.watch('justificativa')}
        erro={form.formState.errors.justificativa?.message}
      />
    </CancelamentoModal>
  );
}
