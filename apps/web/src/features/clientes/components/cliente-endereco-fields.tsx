import { SIGLAS_UF } from '@erp/contracts/fields';
import { Controller } from 'react-hook-form';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/field-controls';
import { FormSection } from '../../../components/ui/form-section';
import { withMask } from '../../../lib/masked-registration';
import { maskCep } from '../../../lib/masks';
import { useMunicipios } from '../api/get-municipios';
import type { ClienteForm } from './cliente-form';

/** The address; the city is chosen among the IBGE municipalities of the UF, so the NF-e gets its code. */
export function ClienteEnderecoFields({ form }: { form: ClienteForm }) {
  const {
    register,
    control,
    setValue,
    getValues,
    watch,
    formState: { errors },
  } = form;
  const uf = String(watch('uf') ?? '');
  const municipiosQuery = useMunicipios(uf);
  const municipios = municipiosQuery.data ?? [];

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
        <Select
          {...register('uf', {
            // Another UF: the chosen city no longer belongs to it.
            onChange: () => {
              setValue('codigo_municipio', '');
              setValue('cidade', '');
            },
          })}
        >
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
        hint={municipiosQuery.isFetching ? 'Carregando cidades...' : undefined}
      >
        <Controller
          control={control}
          name="codigo_municipio"
          render={({ field }) => {
            const value = field.value ? String(field.value) : '';
            const isLoadedOption = municipios.some((m) => String(m.codigo) === value);
            return (
              <Select
                name={field.name}
                ref={field.ref}
                value={value}
                disabled={!uf}
                onBlur={field.onBlur}
                onChange={(event) => {
                  const codigo = event.target.value;
                  field.onChange(codigo);
                  setValue('cidade', municipios.find((m) => String(m.codigo) === codigo)?.nome ?? '');
                }}
              >
                <option value="">{uf ? 'Selecione a cidade' : 'Escolha a UF primeiro'}</option>
                {/* The stored city stays shown while the list of its UF is loading. */}
                {value && !isLoadedOption && (
                  <option value={value}>{String(getValues('cidade') ?? '')}</option>
                )}
                {municipios.map((municipio) => (
                  <option key={municipio.codigo} value={String(municipio.codigo)}>
                    {municipio.nome}
                  </option>
                ))}
              </Select>
            );
          }}
        />
      </Field>
    </FormSection>
  );
}
