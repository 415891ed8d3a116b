import { type TNfeListaItem, ZCancelarNfe } from '@erp/contracts/nfe';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  CampoJustificativa,
  CancelamentoModal,
} from '../../../components/documentos-fiscais/cancelamento-modal';
import { useRespostasDoCancelamento } from '../../../components/documentos-fiscais/respostas-do-cancelamento';
import { useCancelarNfe } from '../api/cancelar-nfe';
import { ResumoNota } from './resumo-nota';

type CancelarNfeModalProps = { nota: TNfeListaItem; onClose: () => void };

/** The justification of a cancellation, asked after SPEC's confirmation. */
export function CancelarNfeModal({ nota, onClose }: CancelarNfeModalProps) {
  const { motivoDaFalha, limparMotivo, respostas } = useRespostasDoCancelamento('NF-e', onClose);
  const cancelarMutation = useCancelarNfe();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<z.input<typeof ZCancelarNfe>, unknown, z.output<typeof ZCancelarNfe>>({
    resolver: zodResolver(ZCancelarNfe),
    defaultValues: { justificativa: '' },
  });

  const onSubmit = handleSubmit(({ justificativa }) => {
    limparMotivo();
    cancelarMutation.mutate({ id: nota.id, justificativa }, respostas);
  });

  return (
    <CancelamentoModal
      titulo="Cancelar NF-e"
      resumo={<ResumoNota nota={nota} />}
      motivoDaFalha={motivoDaFalha}
      isCancelando={cancelarMutation.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <CampoJustificativa
        registro={register('justificativa')}
        texto={watch('justificativa')}
        erro={errors.justificativa?.message}
      />
    </CancelamentoModal>
  );
}
