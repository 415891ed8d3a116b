import { EnderecoFields } from '../../../components/form/endereco-fields';
import { useMunicipios } from '../api/get-municipios';
import type { EmpresaForm } from './empresa-form-values';

/** The shared address group, wired to the company form and to the municipalities of its UF. */
export function EmpresaEnderecoFields({ form }: { form: EmpresaForm }) {
  const {
    register,
    setValue,
    watch,
    formState: { errors },
  } = form;
  const uf = String(watch('uf') ?? '');
  const municipiosQuery = useMunicipios(uf);

  return (
    <EnderecoFields
      register={(name, options) => register(name, options)}
      errors={{
        cep: errors.cep?.message,
        logradouro: errors.logradouro?.message,
        numero: errors.numero?.message,
        complemento: errors.complemento?.message,
        bairro: errors.bairro?.message,
        uf: errors.uf?.message,
        cidade: errors.cidade?.message,
        codigo_municipio: errors.codigo_municipio?.message,
      }}
      uf={uf}
      codigoMunicipio={String(watch('codigo_municipio') ?? '')}
      cidade={String(watch('cidade') ?? '')}
      onMunicipioChange={(codigo, nome) => {
        setValue('codigo_municipio', codigo, { shouldDirty: true });
        setValue('cidade', nome, { shouldDirty: true });
      }}
      municipios={municipiosQuery.data ?? []}
      isLoadingMunicipios={municipiosQuery.isFetching}
    />
  );
}
