import { SIGLAS_UF } from '@erp/contracts/fields';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { withMask } from '../../lib/masked-registration';
import { maskCep } from '../../lib/masks';
import { Field } from '../ui/field';
import { Input, Select } from '../ui/field-controls';
import { FormSection } from '../ui/form-section';

export type EnderecoTextField = 'cep' | 'logradouro' | 'numero' | 'complemento' | 'bairro' | 'uf';
type EnderecoErrorField = EnderecoTextField | 'cidade' | 'codigo_municipio';

export type Municipio = { codigo: number; nome: string };

type EnderecoFieldsProps = {
  /** The form's register for the text fields (same names in every form with an address). */
  register: (name: EnderecoTextField, options?: { onChange?: () => void }) => UseFormRegisterReturn;
  errors: Partial<Record<EnderecoErrorField, string | undefined>>;
  uf: string;
  /** The chosen IBGE code ('' for none) and the city name stored with it. */
  codigoMunicipio: string;
  cidade: string;
  onMunicipioChange: (codigo: string, nome: string) => void;
  /** The municipalities of `uf`, loaded by the feature. */
  municipios: Municipio[];
  isLoadingMunicipios: boolean;
};

/**
 * The 'Endereço' group of clients and company data. The city is chosen among the IBGE municipalities of
 * the UF, so the NF-e gets the municipality code (cMun) and not a spelling of the name.
 */
export function EnderecoFields(props: EnderecoFieldsProps) {
  const { register, errors, uf, codigoMunicipio, cidade, municipios } = props;
  const isLoadedOption = municipios.some((m) => String(m.codigo) === codigoMunicipio);

  return (
    <FormSection title="Endereço">
      <Field label="CEP" error={errors.cep}>
        <Input inputMode="numeric" {...withMask(register('cep'), maskCep)} />
      </Field>
      <Field label="Logradouro" error={errors.logradouro} className="form-grid__wide">
        <Input {...register('logradouro')} maxLength={120} />
      </Field>
      <Field label="Número" error={errors.numero}>
        <Input {...register('numero')} maxLength={20} />
      </Field>
      <Field label="Complemento" error={errors.complemento}>
        <Input {...register('complemento')} maxLength={60} />
      </Field>
      <Field label="Bairro" error={errors.bairro}>
        <Input {...register('bairro')} maxLength={60} />
      </Field>
      <Field label="UF" error={errors.uf}>
        {/* Another UF: the chosen city no longer belongs to it. */}
        <Select {...register('uf', { onChange: () => props.onMunicipioChange('', '') })}>
          <option value="">Selecione</option>
          {SIGLAS_UF.map((sigla) => (
            <option key={sigla} value={sigla}>
              {sigla}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label="Cidade"
        error={errors.codigo_municipio ?? errors.cidade}
        hint={props.isLoadingMunicipios ? 'Carregando cidades...' : undefined}
      >
        {/* Controlled, so the stored city shows as selected once the list of its UF arrives. */}
        <Select
          value={codigoMunicipio}
          disabled={!uf}
          onChange={(event) => {
            const codigo = event.target.value;
            props.onMunicipioChange(codigo, municipios.find((m) => String(m.codigo) === codigo)?.nome ?? '');
          }}
        >
          <option value="">{uf ? 'Selecione a cidade' : 'Escolha a UF primeiro'}</option>
          {codigoMunicipio && !isLoadedOption && <option value={codigoMunicipio}>{cidade}</option>}
          {municipios.map((municipio) => (
            <option key={municipio.codigo} value={String(municipio.codigo)}>
              {municipio.nome}
            </option>
          ))}
        </Select>
      </Field>
    </FormSection>
  );
}
