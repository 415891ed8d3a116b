import { type TLancamento, ZBaixaInput } from '@erp/contracts/financeiro';
import { FormModal } from '../../../components/form/form-modal';
import { DateInput, DecimalInput } from '../../../components/ui/entrada-br';
import { Field } from '../../../components/ui/field';
import { FormGrid } from '../../../components/ui/form-section';
import { todayIso } from '../../../lib/dates';
import { formatDate } from '../../../lib/format';
import { useFormulario } from '../../../lib/use-formulario';
import { useBaixarLancamento } from '../api/baixar-lancamento';
import { valorComSinal, valorDaBaixa } from '../utils/lancamento-regras';

const FIELDS = ['valor_recebido', 'data_pagamento', 'valor_desconto', 'valor_juros_multa'] as const;

type BaixaModalProps = { lancamento: TLancamento; onClose: () => void };

/**
 * SPEC §5 defaults: the original value, today's date, discount 0, interest/fine 0; the amount then follows the
 * discount and the interest/fine.
 */
export function BaixaModal({ lancamento, onClose }: BaixaModalProps) {
  const isReceita = lancamento.tipo === 'RECEITA';
  const baixarMutation = useBaixarLancamento();
  const form = useFormulario({
    schema: ZBaixaInput,
    defaultValues: {
      valor_recebido: lancamento.valor_original,
      data_pagamento: todayIso(),
      valor_desconto: '0',
      valor_juros_multa: '0',
    },
    camposDoServidor: FIELDS,
  });
  const {
    register,
    setValue,
    getValues,
    formState: { errors },
  } = form;

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

  const onSubmit = form.handleSubmit((input) => {
    form.limparFalha();
    baixarMutation.mutate(
      { id: lancamento.id, input },
      form.respostas(
        () => {
          onClose();
          window.alert('Lançamento baixado com sucesso!');
        },
        { log: 'Erro ao dar baixa:', alerta: 'Erro ao dar baixa.' },
      ),
    );
  });

  return (
    <FormModal
      title="Dar Baixa"
      onClose={onClose}
      onSubmit={onSubmit}
      isPending={baixarMutation.isPending}
      submitLabel="Confirmar Baixa"
      falha={form.falha}
      header={
        <dl className="lancamento-resumo">
          <dt>Descrição</dt>
          <dd>{lancamento.descricao}</dd>
          <dt>Vencimento</dt>
          <dd>{formatDate(lancamento.data_vencimento)}</dd>
          <dt>Valor original</dt>
          <dd>{valorComSinal(lancamento)}</dd>
        </dl>
      }
    >
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
    </FormModal>
  );
}
