import { type TNfeListaItem, ZCartaCorrecao } from '@erp/contracts/nfe';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/field-controls';
import { Modal } from '../../../components/ui/modal';
import { Notice } from '../../../components/ui/notice';
import { serverErrorText } from '../../../lib/server-errors';
import { useNfe } from '../api/buscar-nfe';
import { useRegistrarCartaCorrecao } from '../api/registrar-carta-correcao';
import { falhaAoRegistrarCarta } from '../utils/mensagens';
import { cartasDeCorrecao } from '../utils/numeracao';
import { CartasCorrecaoTable } from './cartas-correcao-table';
import { ResumoNota } from './resumo-nota';

/** xCorrecao of event 110110 takes 15 to 1000 characters. */
const CORRECAO_MAX = 1000;

/**
 * Convênio SINIEF s/nº de 1970, art. 7º, § 1º-A: what a Carta de Correção may not change. Each letter also
 * replaces the previous ones, so it must repeat every correction still in force.
 */
export const AVISO_CARTA_CORRECAO =
  'A Carta de Correção não pode alterar valores, quantidades, impostos (base de cálculo e alíquota), os dados ' +
  'do emitente ou do destinatário, nem as datas de emissão ou de saída. Cada nova carta substitui as ' +
  'anteriores: repita nela as correções que continuam valendo.';

type CartaCorrecaoModalProps = { nota: TNfeListaItem; onClose: () => void };

/** The note's correction letters so far and the form of a new one. */
export function CartaCorrecaoModal({ nota, onClose }: CartaCorrecaoModalProps) {
  const formId = useId();
  const [motivo, setMotivo] = useState<string | null>(null);
  const nfeQuery = useNfe(nota.id, true);
  const registrarMutation = useRegistrarCartaCorrecao();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<z.input<typeof ZCartaCorrecao>, unknown, z.output<typeof ZCartaCorrecao>>({
    resolver: zodResolver(ZCartaCorrecao),
    defaultValues: { correcao: '' },
  });
  const caracteres = (watch('correcao') ?? '').trim().length;

  const onSubmit = handleSubmit(({ correcao }) => {
    setMotivo(null);
    registrarMutation.mutate(
      { id: nota.id, correcao },
      {
        onSuccess: (mensagem) => {
          // The dialog stays open: the new letter shows in the history above the emptied form.
          reset({ correcao: '' });
          window.alert(mensagem);
        },
        onError: (error) => {
          console.error('Erro ao registrar Carta de Correção:', error);
          setMotivo(serverErrorText(error, 'Erro desconhecido'));
          window.alert(falhaAoRegistrarCarta(error));
        },
      },
    );
  });

  return (
    <Modal
      isOpen
      size="lg"
      title="Carta de Correção"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Fechar
          </Button>
          <Button
            type="submit"
            form={formId}
            isLoading={registrarMutation.isPending}
            loadingText="Registrando..."
          >
            Registrar Carta de Correção
          </Button>
        </>
      }
    >
      {motivo && <Notice>{motivo}</Notice>}
      <ResumoNota nota={nota} />
      {nfeQuery.isError && <Notice>Não foi possível carregar as Cartas de Correção da nota.</Notice>}
      <CartasCorrecaoTable
        nota={nota}
        cartas={nfeQuery.data && cartasDeCorrecao(nfeQuery.data.eventos)}
        isLoading={nfeQuery.isPending && !nfeQuery.isError}
      />
      <p className="nfe-aviso">{AVISO_CARTA_CORRECAO}</p>
      <form id={formId} onSubmit={onSubmit} noValidate>
        <Field
          label="Correção"
          error={errors.correcao?.message}
          hint={`${caracteres}/${CORRECAO_MAX} caracteres (mínimo 15).`}
          isRequired
        >
          <Textarea {...register('correcao')} maxLength={CORRECAO_MAX} rows={5} />
        </Field>
      </form>
    </Modal>
  );
}
