import { maskCep, maskedOrEmpty } from '../../lib/masks';

/** An address as the API returns it (a client's, the company's). */
type EnderecoGuardado = {
  logradouro: string | null;
  numero: string | null;
  complemento: string | null;
  bairro: string | null;
  cidade: string | null;
  uf: string | null;
  cep: string | null;
  codigo_municipio: number | null;
};

/** The inputs of the 'Endereço' group (EnderecoFields) from the stored address, the CEP masked; blank without one. */
export function enderecoDoFormulario(guardado: EnderecoGuardado | undefined) {
  return {
    logradouro: guardado?.logradouro ?? '',
    numero: guardado?.numero ?? '',
    complemento: guardado?.complemento ?? '',
    bairro: guardado?.bairro ?? '',
    cidade: guardado?.cidade ?? '',
    uf: guardado?.uf ?? '',
    cep: maskedOrEmpty(guardado?.cep, maskCep),
    codigo_municipio: guardado?.codigo_municipio ? String(guardado.codigo_municipio) : '',
  };
}
