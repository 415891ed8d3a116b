import { MOTIVOS_CANCELAMENTO_NFSE, type TNfseListaItem, ZCancelarNfse } from '@erp/contracts/nfse';
import {
  CampoJustificativa,
  CancelamentoModal,
} from '../../../components/documentos-fiscais/cancelamento-modal';
import { useFormularioDeCancelamento } from '../../../components/documentos-fiscais/respostas-do-cancelamento';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/field-controls';
import { formatBRL } from '../../../lib/format';
import { useCancelarNfse } from '../api/cancelar-nfse';
import { numeroDaNfse } from '../utils/nfse-listada';

type CancelarNfseModalProps = { nota: TNfseListaItem; onClose: () => void };

/** The reason code and the justification of the cancellation event, asked after the confirmation. */
export function CancelarNfseModal({ nota, onClose }: CancelarNfseModalProps) {
  const cancelarMutation = useCancelarNfse();
  const form = useFormularioDeCancelamento({
    documento: 'NFS-e',
    schema: ZCancelarNfse,
    defaultValues: { codigo_motivo: '1', justificativa: '' },
    onClose,
    cancelar: (pedido, respostas) => cancelarMutation.mutate({ id: nota.id, ...pedido }, respostas),
  });
  const { errors } = form.formState;

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
      motivoDaFalha={form.falha}
      isCancelando={cancelarMutation.isPending}
      onSubmit={form.onSubmit}
      onClose={onClose}
    >
      <Field label="Motivo" error={errors.codigo_motivo?.message} isRequired>
        <Select {...form.register('codigo_motivo')}>
          {MOTIVOS_CANCELAMENTO_NFSE.map((m) => (
            <option key={m.value} value={m.value}>
              {m.label}
            </option>
          ))}
        </Select>
      </Field>
      <CampoJustificativa
        registro={form.register('justificativa')}
        texto={form.watch('justificativa')}
        erro={errors.justificativa?.message}
      />
    </CancelamentoModal>
  );
}
