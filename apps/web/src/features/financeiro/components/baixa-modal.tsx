import { type TBaixaInput, type TLancamento, ZBaixaInput } from '@erp/contracts/financeiro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { DateInput, DecimalInput } from '../../../components/ui/entrada-br';
import { Field } from '../../../components/ui/field';
import { FormGrid } from '../../../components/ui/form-section';
import { Modal } from '../../../components/ui/modal';
import { Notice } from '../../../components/ui/notice';
import { todayIso } from '../../../lib/dates';
import { formatDate } from '../../../lib/format';
import { applyServerFieldErrors, serverErrorText } from '../../../lib/server-errors';
import { useBaixarLancamento } from '../api/baixar-lancamento';
import { valorComSinal, valorDaBaixa } from '../utils/lancamento-regras';

const FIELDS = ['valor_recebido', 'data_pagamento', 'valor_desconto', 'valor_juros_multa'] as const;

type BaixaModalProps = { lancamento: TLancamento; onClose: () => void };

/**
 * SPEC §5 defaults: the original value, today's date, discount 0, interest/fine 0; the amount then follows the
 * discount and the interest/fine.
 */
export function BaixaModal({ lancamento, onClose }: BaixaModalProps) {
  const formId = useId();
  const [erroServidor, setErroServidor] = useState<string | null>(null);
  const isReceita = lancamento.tipo === 'RECEITA';
  const baixarMutation = useBaixarLancamento();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<TBaixaInput, unknown, z.output<typeof ZBaixaInput>>({
    resolver: zodResolver(ZBaixaInput),
    defaultValues: {
      valor_recebido: lancamento.valor_original,
      data_pagamento: todayIso(),
      valor_desconto: '0',
      valor_juros_multa: '0',
    },
  });

  /**
   * The amount follows the original value minus the discount plus the interest/fine as they are typed; the user
   * may still type another amount, kept until the discount or the interest changes again.
   */
  function recalcularValor() {
    const valor = valorDaBaixa(
      lancamento.valor_original,
      String(getValues('valor_desconto') ?? ''),
      String(getValues('valor_juros_multa') ?? ''),
    );
    if (valor !== null) setValue('valor_recebido', valor);
  }

  const onSubmit = handleSubmit((input) => {
    setErroServidor(null);
    baixarMutation.mutate(
      { id: lancamento.id, input },
      {
        onSuccess: () => {
          onClose();
          window.alert('Lançamento baixado com sucesso!');
        },
        onError: (error) => {
          console.error('Erro ao dar baixa:', error);
          applyServerFieldErrors(error, setError, FIELDS);
          setErroServidor(serverErrorText(error, 'Erro desconhecido'));
          window.alert('Erro ao dar baixa.');
        },
      },
    );
  });

  return (
    <Modal
      isOpen
      title="Dar Baixa"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} isLoading={baixarMutation.isPending} loadingText="Salvando...">
            Confirmar Baixa
          </Button>
        </>
      }
    >
      {erroServidor && <Notice>{erroServidor}</Notice>}
      <dl className="lancamento-resumo">
        <dt>Descrição</dt>
        <dd>{lancamento.descricao}</dd>
        <dt>Vencimento</dt>
        <dd>{formatDate(lancamento.data_vencimento)}</dd>
        <dt>Valor original</dt>
        <dd>{valorComSinal(lancamento)}</dd>
      </dl>
      <form id={formId} onSubmit={onSubmit} noValidate>
        <FormGrid>
          <Field
            label={isReceita ? 'Valor Recebido (R$)' : 'Valor Pago (R$)'}
            error={errors.valor_recebido?.message}
            isRequired
          >
            <DecimalInput {...register('valor_recebido')} />
          </Field>
          <Field
            label={isReceita ? 'Data do Recebimento' : 'Data do Pagamento'}
            error={errors.data_pagamento?.message}
            isRequired
          >
            <DateInput {...register('data_pagamento')} />
          </Field>
          <Field label="Desconto (R$)" error={errors.valor_desconto?.message}>
            <DecimalInput {...register('valor_desconto', { onChange: recalcularValor })} />
          </Field>
          <Field label="Juros/Multa (R$)" error={errors.valor_juros_multa?.message}>
            <DecimalInput {...register('valor_juros_multa', { onChange: recalcularValor })} />
          </Field>
        </FormGrid>
      </form>
    </Modal>
  );
}
