import type { TLancamentoUpdate } from '@erp/contracts/financeiro';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { DateInput, DecimalInput } from '../../../components/ui/entrada-br';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/field-controls';
import { FormGrid } from '../../../components/ui/form-section';
import type { OpcoesLancamento } from '../hooks/use-opcoes-lancamento';

type LancamentoCamposProps = {
  register: UseFormRegister<TLancamentoUpdate>;
  errors: FieldErrors<TLancamentoUpdate>;
  opcoes: OpcoesLancamento;
  /** Payables name a supplier (optional); receivables do not. */
  hasFornecedor: boolean;
};

/** The fields of 'Nova Despesa' and 'Editar Lançamento' (SPEC §5). */
export function LancamentoCampos({ register, errors, opcoes, hasFornecedor }: LancamentoCamposProps) {
  return (
    <FormGrid>
      <Field label="Descrição" error={errors.descricao?.message} isRequired className="form-grid__wide">
        <Input {...register('descricao')} maxLength={200} />
      </Field>
      <Field label="Valor Original (R$)" error={errors.valor_original?.message} isRequired>
        <DecimalInput {...register('valor_original')} />
      </Field>
      <Field label="Vencimento" error={errors.data_vencimento?.message} isRequired>
        <DateInput {...register('data_vencimento')} />
      </Field>
      <Field label="Categoria" error={errors.id_categoria?.message} isRequired>
        <Select {...register('id_categoria')}>
          <option value="">Selecione uma categoria</option>
          {opcoes.categorias.map((c) => (
            <option key={c.id} value={c.id}>
              {c.nome}
            </option>
          ))}
        </Select>
      </Field>
      {hasFornecedor && (
        <Field label="Fornecedor" error={errors.id_fornecedor?.message}>
          <Select {...register('id_fornecedor')}>
            <option value="">Nenhum</option>
            {opcoes.fornecedores.map((f) => (
              <option key={f.id} value={f.id}>
                {f.nome}
              </option>
            ))}
          </Select>
        </Field>
      )}
    </FormGrid>
  );
}
