import { MOTIVOS_CANCELAMENTO_NFSE, type TNfseListaItem, ZCancelarNfse } from '@erp/contracts/nfse';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  CampoJustificativa,
  CancelamentoModal,
} from '../../../components/documentos-fiscais/cancelamento-modal';
import { useRespostasDoCancelamento } from '../../../components/documentos-fiscais/respostas-do-cancelamento';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/field-controls';
import { formatBRL } from '../../../lib/format';
import { useCancelarNfse } from '../api/cancelar-nfse';
import { numeroDaNfse } from '../utils/nfse-listada';

type CancelarNfseModalProps = { nota: TNfseListaItem; onClose: () => void };

/** The reason code and the justification of the cancellation event, asked after the confirmation. */
export function CancelarNfseModal({ nota, onClose }: CancelarNfseModalProps) {
  const { motivoDaFalha, limparMotivo, respostas } = useRespostasDoCancelamento('NFS-e', onClose);
  const cancelarMutation = useCancelarNfse();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<z.input<typeof ZCancelarNfse>, unknown, z.output<typeof ZCancelarNfse>>({
    resolver: zodResolver(ZCancelarNfse),
    defaultValues: { codigo_motivo: '1', justificativa: '' },
  });

  const onSubmit = handleSubmit((pedido) => {
    limparMotivo();
    cancelarMutation.mutate({ id: nota.id, ...pedido }, respostas);
  });

  return (
    <CancelamentoModal
      titulo="Cancelar NFS-e"
      resumo={
        <dl className="nfse-resumo">
          <dt>Tomador</dt>
          <dd>{nota.nome_razao_social}</dd>
          <dt>Nº NFS-e</dt>
          <dd>{numeroDaNfse(nota)}</dd>
          <dt>Valor</dt>
          <dd>{formatBRL(nota.valor_servico)}</dd>
        </dl>
      }
      motivoDaFalha={motivoDaFalha}
      isCancelando={cancelarMutation.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Field label="Motivo" error={errors.codigo_motivo?.message} isRequired>
        <Select {...register('codigo_motivo')}>
          {MOTIVOS_CANCELAMENTO_NFSE.map((m) => (
            <option key={m.value} value={m.value}>
              {m.label}
            </option>
          ))}
        </Select>
      </Field>
      <CampoJustificativa
        registro={register('justificativa')}
        texto={watch('justificativa')}
        erro={errors.justificativa?.message}
      />
    </CancelamentoModal>
  );
}
