import { type TNfeListaItem, ZCancelarNfe } from '@erp/contracts/nfe';
import { tamanhoTextoLivreXml } from '@erp/contracts/texto-livre';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/field-controls';
import { Modal } from '../../../components/ui/modal';
import { Notice } from '../../../components/ui/notice';
import { describeApiError } from '../../../lib/api-error';
import { useCancelarNfe } from '../api/cancelar-nfe';
import { falhaAoCancelar } from '../utils/mensagens';
import { ResumoNota } from './resumo-nota';

/** SEFAZ takes a justification of 15 to 255 characters (xJust of event 110111). */
const JUSTIFICATIVA_MAX = 255;

type CancelarNfeModalProps = { nota: TNfeListaItem; onClose: () => void };

/** The justification of a cancellation, asked after SPEC's confirmation. */
export function CancelarNfeModal({ nota, onClose }: CancelarNfeModalProps) {
  const formId = useId();
  const [motivo, setMotivo] = useState<string | null>(null);
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
  const caracteres = tamanhoTextoLivreXml(watch('justificativa'));

  const onSubmit = handleSubmit(({ justificativa }) => {
    setMotivo(null);
    cancelarMutation.mutate(
      { id: nota.id, justificativa },
      {
        onSuccess: ({ message }) => {
          onClose();
          window.alert(message);
        },
        onError: (error) => {
          console.error('Erro ao cancelar NF-e:', error);
          setMotivo(describeApiError(error, 'Erro desconhecido'));
          window.alert(falhaAoCancelar(error));
        },
      },
    );
  });

  return (
    <Modal
      isOpen
      title="Cancelar NF-e"
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
      <ResumoNota nota={nota} />
      <form id={formId} onSubmit={onSubmit} noValidate>
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
