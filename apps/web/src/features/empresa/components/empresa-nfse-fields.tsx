import { REGIMES_APURACAO_SN, REGIMES_ESPECIAIS_NFSE } from '@erp/contracts/empresa';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/field-controls';
import { FormSection } from '../../../components/ui/form-section';
import type { EmpresaForm } from './empresa-form-values';

/** CRT 1 and 2 are the ME/EPP optantes of the Simples Nacional (opSimpNac 3), the only ones with regApTribSN. */
const CRT_DO_SIMPLES = ['1', '2'];

/**
 * What the DPS of the NFS-e Nacional takes from the company: série and next number of the DPS, regime especial
 * (regEspTrib) and, for an ME/EPP in the Simples Nacional, how its taxes are apurados (regApTribSN). The number
 * stays editable: the API only skips ahead with it (the Sefin accepts gaps), never back.
 */
export function EmpresaNfseFields({ form }: { form: EmpresaForm }) {
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const isSimples = CRT_DO_SIMPLES.includes(String(watch('regime_tributario')));
  return (
    <FormSection title="NFS-e">
      <Field label="Série da DPS" error={errors.nfse_serie?.message} hint="De 1 a 49999.">
        <Input type="number" min="1" max="49999" step="1" {...register('nfse_serie')} />
      </Field>
      <Field
        label="Próximo Número da DPS"
        error={errors.nfse_proximo_numero?.message}
        hint="Avança a cada NFS-e emitida. Um número maior pula a numeração; um menor é ignorado."
      >
        <Input type="number" min="1" step="1" {...register('nfse_proximo_numero')} />
      </Field>
      <Field label="Regime Especial de Tributação" error={errors.nfse_regime_especial?.message}>
        <Select {...register('nfse_regime_especial')}>
          {REGIMES_ESPECIAIS_NFSE.map((regime) => (
            <option key={regime.value} value={regime.value}>
              {`${regime.value} - ${regime.label}`}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label="Apuração no Simples Nacional"
        error={errors.nfse_regime_apuracao_sn?.message}
        hint={isSimples ? undefined : 'Só para ME/EPP optante do Simples Nacional.'}
      >
        {/* Disabled, the field is left out of the body and the API keeps what it has. */}
        <Select {...register('nfse_regime_apuracao_sn', { disabled: !isSimples })}>
          <option value="">Padrão do regime tributário</option>
          {REGIMES_APURACAO_SN.map((regime) => (
            <option key={regime.value} value={regime.value}>
              {`${regime.value} - ${regime.label}`}
            </option>
          ))}
        </Select>
      </Field>
    </FormSection>
  );
}
