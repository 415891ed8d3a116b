import { type TNfeListaItem, ZEmitirNfe } from '@erp/contracts/nfe';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/field-controls';
import { Modal } from '../../../components/ui/modal';
import { Notice } from '../../../components/ui/notice';
import { describeApiError } from '../../../lib/api-error';
import { useEmitirNfe } from '../api/emitir-nfe';
import { falhaNaEmissao } from '../utils/mensagens';
import { ResumoNota } from './resumo-nota';

export const AVISO_EMISSAO = 'A NF-e será enviada à SEFAZ para autorização. Esta ação não pode ser desfeita.';

type EmitirNfeModalProps = {
  nota: TNfeListaItem;
  /** SPEC §9: today plus the client's payment term, or plus 30 days. */
  vencimentoInicial: string;
  onClose: () => void;
};

/** SPEC §8 'Emit': the due date, then the confirmation that the note goes to SEFAZ, in one dialog. */
export function EmitirNfeModal({ nota, vencimentoInicial, onClose }: EmitirNfeModalProps) {
  const formId = useId();
  const [motivo, setMotivo] = useState<string | null>(null);
  const emitirMutation = useEmitirNfe();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof ZEmitirNfe>, unknown, z.output<typeof ZEmitirNfe>>({
    resolver: zodResolver(ZEmitirNfe),
    defaultValues: { data_vencimento: vencimentoInicial },
  });

  const onSubmit = handleSubmit(({ data_vencimento }) => {
    setMotivo(null);
    emitirMutation.mutate(
      { id: nota.id, data_vencimento },
      {
        onSuccess: () => {
          onClose();
          window.alert('NF-e enviada para autorização com sucesso!');
        },
        onError: (error) => {
          console.error('Erro ao emitir NF-e:', error);
          setMotivo(describeApiError(error, 'Erro desconhecido'));
          window.alert(falhaNaEmissao(error));
        },
      },
    );
  });

  return (
    <Modal
      isOpen
      title="Emitir NF-e"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Voltar
          </Button>
          <Button type="submit" form={formId} isLoading={emitirMutation.isPending} loadingText="Emitindo...">
            Emitir NF-e
          </Button>
        </>
      }
    >
      {motivo && <Notice>{motivo}</Notice>}
      <ResumoNota nota={nota} />
      <form id={formId} onSubmit={onSubmit} noValidate>
        <Field label="Data de Vencimento" error={errors.data_vencimento?.message} isRequired>
          <Input type="date" {...register('data_vencimento')} />
        </Field>
      </form>
      <p className="nfe-aviso">{AVISO_EMISSAO}</p>
    </Modal>
  );
}
