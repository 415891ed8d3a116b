import { Card } from '../../../components/ui/card';
import { DecimalInput } from '../../../components/ui/entrada-br';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/field-controls';
import { FormGrid } from '../../../components/ui/form-section';
import type { FormularioNfseState } from '../hooks/use-formulario-nfse';
import { RETENCOES } from '../utils/formulario-nfse';

const DISCRIMINACAO_MAX = 2000;

/** The text of the service on the NFS-e. */
export function DiscriminacaoField({ form }: Pick<FormularioNfseState, 'form'>) {
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const caracteres = watch('discriminacao').length;
  return (
    <Card title="Discriminação">
      <Field
        label="Discriminação do Serviço"
        error={errors.discriminacao?.message}
        hint={`Preenchida a partir do serviço e da quantidade; pode ser editada. ${caracteres}/${DISCRIMINACAO_MAX} caracteres.`}
        isRequired
      >
        <Textarea {...register('discriminacao')} rows={4} maxLength={DISCRIMINACAO_MAX} />
      </Field>
    </Card>
  );
}

/**
 * Deductions of the ISS base, ISS retained by the tomador or not, and the federal retentions as rates over the
 * service value.
 */
export function RetencoesFields({ form }: Pick<FormularioNfseState, 'form'>) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <Card title="ISS e Retenções">
      <FormGrid>
        <Field
          label="Deduções/Reduções (R$)"
          error={errors.valor_deducoes?.message}
          hint="Reduzem a base de cálculo do ISS (ex.: materiais fornecidos); não alteram o valor líquido."
          className="form-grid__wide"
        >
          <DecimalInput placeholder="0,00" {...register('valor_deducoes')} />
        </Field>
        <label className="form-check form-grid__wide">
          <input type="checkbox" {...register('iss_retido')} />
          ISS retido pelo tomador
        </label>
        {RETENCOES.map((r) => (
          <Field key={r.campo} label={r.rotulo} error={errors[r.campo]?.message}>
            <DecimalInput placeholder="0,00" {...register(r.campo)} />
          </Field>
        ))}
        <p className="field__hint form-grid__wide">
          Retenções federais opcionais, em % sobre o valor do serviço; em branco, não há retenção.
        </p>
      </FormGrid>
    </Card>
  );
}
