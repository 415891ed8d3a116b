import { SIGLAS_UF } from '@erp/contracts/fields';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { withMask } from '../../lib/masked-registration';
import { maskCep } from '../../lib/masks';
import { Field } from '../ui/field';
import { Input, Select } from '../ui/field-controls';
import { FormSection } from '../ui/form-section';

type EnderecoTextField = 'cep' | 'logradouro' | 'numero' | 'complemento' | 'bairro' | 'uf';
type EnderecoMunicipioField = 'cidade' | 'codigo_municipio';
type EnderecoField = EnderecoTextField | EnderecoMunicipioField;

/**
 * The part of a react-hook-form form the group uses: any form with these fields (same names in every form
 * with an address) fits, so the group needs no form type of a feature.
 */
export type EnderecoForm = {
  register: (name: EnderecoTextField, options?: { onChange?: () => void }) => UseFormRegisterReturn;
  watch: (name: EnderecoField) => unknown;
  setValue: (name: EnderecoMunicipioField, value: string, options: { shouldDirty: boolean }) => void;
  formState: { errors: Partial<Record<EnderecoField, { message?: string } | undefined>> };
};

export type Municipio = { codigo: number; nome: string };

type EnderecoFieldsProps<M extends Municipio, Key extends QueryKey> = {
  form: EnderecoForm;
  /** The feature's query options of the IBGE municipalities of a UF. */
  municipiosQuery: (uf: string) => UseQueryOptions<M[], Error, M[], Key>;
};

/**
 * The 'Endereço' group of clients and company data. The city is chosen among the IBGE municipalities of
 * the UF, so the NF-e gets the municipality code (cMun) and not a spelling of the name.
 */
export function EnderecoFields<M extends Municipio, Key extends QueryKey>({
  form,
  municipiosQuery,
}: EnderecoFieldsProps<M, Key>) {
  const {
    register,
    setValue,
    watch,
    formState: { errors },
  } = form;
  const uf = String(watch('uf') ?? '');
  const codigoMunicipio = String(watch('codigo_municipio') ?? '');
  const cidade = String(watch('cidade') ?? '');
  const { data: municipios = [], isFetching: isLoadingMunicipios } = useQuery(municipiosQuery(uf));
  const isLoadedOption = municipios.some((m) => String(m.codigo) === codigoMunicipio);

  function handleMunicipioChange(codigo: string, nome: string) {
    setValue('codigo_municipio', codigo, { shouldDirty: true });
    setValue('cidade', nome, { shouldDirty: true });
  }

  return (
    <FormSection title="Endereço">
      <Field label="CEP" error={errors.cep?.message}>
        <Input inputMode="numeric" {...withMask(register('cep'), maskCep)} />
      </Field>
      <Field label="Logradouro" error={errors.logradouro?.message} className="form-grid__wide">
        <Input {...register('logradouro')} maxLength={120} />
      </Field>
      <Field label="Número" error={errors.numero?.message}>
        <Input {...register('numero')} maxLength={20} />
      </Field>
      <Field label="Complemento" error={errors.complemento?.message}>
        <Input {...register('complemento')} maxLength={60} />
      </Field>
      <Field label="Bairro" error={errors.bairro?.message}>
        <Input {...register('bairro')} maxLength={60} />
      </Field>
      <Field label="UF" error={errors.uf?.message}>
        {/* Another UF: the chosen city no longer belongs to it. */}
        <Select {...register('uf', { onChange: () => handleMunicipioChange('', '') })}>
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
        error={errors.codigo_municipio?.message ?? errors.cidade?.message}
        hint={isLoadingMunicipios ? 'Carregando cidades...' : undefined}
      >
        {/* Controlled, so the stored city shows as selected once the list of its UF arrives. */}
        <Select
          value={codigoMunicipio}
          disabled={!uf}
          onChange={(event) => {
            const codigo = event.target.value;
            handleMunicipioChange(codigo, municipios.find((m) => String(m.codigo) === codigo)?.nome ?? '');
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
