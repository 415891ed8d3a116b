import { CONDICOES_PAGAMENTO, TIPOS_REFERENCIACAO } from '@erp/contracts/clientes';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/field-controls';
import { FormSection } from '../../../components/ui/form-section';
import type { ClienteForm } from './cliente-form';

export function ClienteConfiguracoesFields({ form }: { form: ClienteForm }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <FormSection title="Configurações">
      <Field
        label="Tipo de Referenciação"
        error={errors.tipo_referenciacao?.message}
        hint="Como as notas de retorno escolhem a nota de entrada: à mão (MANUAL) ou a mais antiga com saldo (FIFO)."
        isRequired
      >
        <Select {...register('tipo_referenciacao')}>
          {TIPOS_REFERENCIACAO.map((tipo) => (
            <option key={tipo} value={tipo}>
              {tipo}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Condição de Pagamento" error={errors.condicao_pagamento_dias?.message} isRequired>
        <Select {...register('condicao_pagamento_dias')}>
          {CONDICOES_PAGAMENTO.map((dias) => (
            <option key={dias} value={String(dias)}>
              {dias} dias
            </option>
          ))}
        </Select>
      </Field>
    </FormSection>
  );
}
