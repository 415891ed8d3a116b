import { MOTIVOS_CANCELAMENTO_NFSE, type TNfseListaItem, ZCancelarNfse } from '@erp/contracts/nfse';
import { tamanhoTextoLivreXml } from '@erp/contracts/texto-livre';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Select, Textarea } from '../../../components/ui/field-controls';
import { Modal } from '../../../components/ui/modal';
import { Notice } from '../../../components/ui/notice';
import { describeApiError } from '../../../lib/api-error';
import { formatBRL } from '../../../lib/format';
import { useCancelarNfse } from '../api/cancelar-nfse';
import { falhaAoCancelar } from '../utils/mensagens';
import { numeroDaNfse } from '../utils/nfse-listada';

/** The Sefin takes a justification of 15 to 255 characters (xMotivo of event e101101). */
const JUSTIFICATIVA_MAX = 255;

type CancelarNfseModalProps = { nota: TNfseListaItem; onClose: () => void };

/** The reason code and the justification of the cancellation event, asked after the confirmation. */
export function CancelarNfseModal({ nota, onClose }: CancelarNfseModalProps) {
  const formId = useId();
  const [motivo, setMotivo] = useState<string | null>(null);
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
  const caracteres = tamanhoTextoLivreXml(watch('justificativa'));

  const onSubmit = handleSubmit((pedido) => {
    setMotivo(null);
    cancelarMutation.mutate(
      { id: nota.id, ...pedido },
      {
        onSuccess: ({ message }) => {
          onClose();
          window.alert(message);
        },
        onError: (error) => {
          console.error('Erro ao cancelar NFS-e:', error);
          setMotivo(describeApiError(error, 'Erro desconhecido'));
          window.alert(falhaAoCancelar(error));
        },
      },
    );
  });

  return (
    <Modal
      isOpen
      title="Cancelar NFS-e"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Voltar
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="danger"
            isLoading={cancelarMutation.isPending}
            loadingText="Cancelando..."
          >
            Confirmar Cancelamento
          </Button>
        </>
      }
    >
      {motivo && <Notice>{motivo}</Notice>}
      <dl className="nfse-resumo">
        <dt>Tomador</dt>
        <dd>{nota.nome_razao_social}</dd>
        <dt>Nº NFS-e</dt>
        <dd>{numeroDaNfse(nota)}</dd>
        <dt>Valor</dt>
        <dd>{formatBRL(nota.valor_servico)}</dd>
      </dl>
      <form id={formId} onSubmit={onSubmit} noValidate className="stack">
        <Field label="Motivo" error={errors.codigo_motivo?.message} isRequired>
          <Select {...register('codigo_motivo')}>
            {MOTIVOS_CANCELAMENTO_NFSE.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label="Justificativa"
          error={errors.justificativa?.message}
          hint={`${caracteres}/${JUSTIFICATIVA_MAX} caracteres (mínimo 15).`}
          isRequired
        >
          <Textarea {...register('justificativa')} maxLength={JUSTIFICATIVA_MAX} rows={4} />
        </Field>
      </form>
    </Modal>
  );
}
