import type { TAnoIbsCbs } from '@erp/contracts/tabela-ibs-cbs';
import { RegisterFormModal } from '../../../components/register/register-form-modal';
import { DecimalInput } from '../../../components/ui/entrada-br';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/field-controls';
import { FormGrid } from '../../../components/ui/form-section';
import type { SaveTexts } from '../../../lib/save-feedback';
import { serverErrorText } from '../../../lib/server-errors';
import { useFormularioDeCadastro } from '../../../lib/use-formulario-de-cadastro';
import { useSalvarAnoIbsCbs } from '../api/salvar-ano-ibs-cbs';
import {
  type AnoIbsCbsFormValues,
  type AnoIbsCbsPayload,
  CAMPOS_DO_ANO,
  esquemaDoAno,
  valoresIniciais,
} from '../utils/formulario-ano';
import { ROTULOS_DOS_CAMPOS } from '../utils/rotulos-ibs-cbs';

const SAVE_TEXTS: SaveTexts = {
  created: 'Ano cadastrado com sucesso!',
  updated: 'Ano atualizado com sucesso!',
  failed: (error) => `Erro ao salvar o ano: ${serverErrorText(error, 'Ocorreu um problema.')}`,
  failedLog: 'Erro ao salvar o ano da tabela IBS/CBS:',
};

const DICA_ALIQUOTA = 'Em %, até 4 casas decimais (ex.: 0,05).';

type AnoIbsCbsFormModalProps = {
  /** The year to edit; absent for a new one. */
  ano?: TAnoIbsCbs | undefined;
  /** Every year of the table: a new one starts from the last and may not repeat any. */
  anos: readonly TAnoIbsCbs[];
  onClose: () => void;
};

export function AnoIbsCbsFormModal({ ano, anos, onClose }: AnoIbsCbsFormModalProps) {
  const isEditing = ano !== undefined;
  const salvarMutation = useSalvarAnoIbsCbs();
  const {
    register,
    onSubmit,
    formState: { errors },
  } = useFormularioDeCadastro<AnoIbsCbsFormValues, AnoIbsCbsPayload>({
    schema: esquemaDoAno(isEditing ? [] : anos.map((a) => a.ano)),
    blankAsMissing: ['p_ibs_uf', 'p_ibs_mun', 'p_cbs'],
    defaultValues: valoresIniciais(ano, anos),
    camposDoServidor: CAMPOS_DO_ANO,
    texts: SAVE_TEXTS,
    isEditing,
    onSaved: onClose,
    salvar: ({ ano: numero, ...input }, respostas) =>
      salvarMutation.mutate({ ano: numero, input }, respostas),
  });

  return (
    <RegisterFormModal
      title={isEditing ? `Editar ano ${ano.ano}` : 'Novo ano'}
      isSaving={salvarMutation.isPending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <FormGrid>
        <Field label="Ano" error={errors.ano?.message} isRequired>
          <Input {...register('ano')} inputMode="numeric" maxLength={4} readOnly={isEditing} />
        </Field>
        <Field
          label={ROTULOS_DOS_CAMPOS.p_ibs_uf}
          error={errors.p_ibs_uf?.message}
          hint={DICA_ALIQUOTA}
          isRequired
        >
          <DecimalInput {...register('p_ibs_uf')} />
        </Field>
        <Field
          label={ROTULOS_DOS_CAMPOS.p_ibs_mun}
          error={errors.p_ibs_mun?.message}
          hint={DICA_ALIQUOTA}
          isRequired
        >
          <DecimalInput {...register('p_ibs_mun')} />
        </Field>
        <Field label={ROTULOS_DOS_CAMPOS.p_cbs} error={errors.p_cbs?.message} hint={DICA_ALIQUOTA} isRequired>
          <DecimalInput {...register('p_cbs')} />
        </Field>
        <div className="form-grid__wide tabela-ibs-cbs__opcoes">
          <p className="tabela-ibs-cbs__dica">
            Marque Provisória enquanto a alíquota aguarda o ato legal: o dashboard avisa os administradores.
          </p>
          <label className="form-check">
            <input type="checkbox" {...register('ibscbs_simples')} />
            {ROTULOS_DOS_CAMPOS.ibscbs_simples}
          </label>
          <label className="form-check">
            <input type="checkbox" {...register('pis_cofins_regime_normal')} />
            PIS/COFINS devidos no regime normal
          </label>
          <label className="form-check">
            <input type="checkbox" {...register('provisoria')} />
            {ROTULOS_DOS_CAMPOS.provisoria}
          </label>
        </div>
        <Field
          label="Fonte"
          error={errors.fonte?.message}
          hint="A lei, resolução ou nota técnica de onde vêm os valores (até 1000 caracteres)."
          isRequired
          className="form-grid__wide"
        >
          <Textarea {...register('fonte')} rows={4} maxLength={1000} />
        </Field>
      </FormGrid>
    </RegisterFormModal>
  );
}
