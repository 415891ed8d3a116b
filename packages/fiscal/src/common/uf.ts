/**
 * As 27 unidades federativas com o código IBGE usado em cUF (chave de acesso, ide/cUF, cOrgao dos eventos).
 * Dados da tabela de UFs do IBGE (reference/estados-ibge.csv). O código 91 (Ambiente Nacional) não é uma UF:
 * é um órgão, usado só em cOrgao, e fica fora desta lista de propósito.
 */

export type SiglaUF =
  | 'RO'
  | 'AC'
  | 'AM'
  | 'RR'
  | 'PA'
  | 'AP'
  | 'TO'
  | 'MA'
  | 'PI'
  | 'CE'
  | 'RN'
  | 'PB'
  | 'PE'
  | 'AL'
  | 'SE'
  | 'BA'
  | 'MG'
  | 'ES'
  | 'RJ'
  | 'SP'
  | 'PR'
  | 'SC'
  | 'RS'
  | 'MS'
  | 'MT'
  | 'GO'
  | 'DF';

export interface UnidadeFederativa {
  /** Código IBGE da UF, 2 dígitos, como vai no XML. */
  readonly cUF: string;
  readonly sigla: SiglaUF;
  readonly nome: string;
}

export const UFS: readonly UnidadeFederativa[] = [
  { cUF: '11', sigla: 'RO', nome: 'Rondônia' },
  { cUF: '12', sigla: 'AC', nome: 'Acre' },
  { cUF: '13', sigla: 'AM', nome: 'Amazonas' },
  { cUF: '14', sigla: 'RR', nome: 'Roraima' },
  { cUF: '15', sigla: 'PA', nome: 'Pará' },
  { cUF: '16', sigla: 'AP', nome: 'Amapá' },
  { cUF: '17', sigla: 'TO', nome: 'Tocantins' },
  { cUF: '21', sigla: 'MA', nome: 'Maranhão' },
  { cUF: '22', sigla: 'PI', nome: 'Piauí' },
  { cUF: '23', sigla: 'CE', nome: 'Ceará' },
  { cUF: '24', sigla: 'RN', nome: 'Rio Grande do Norte' },
  { cUF: '25', sigla: 'PB', nome: 'Paraíba' },
  { cUF: '26', sigla: 'PE', nome: 'Pernambuco' },
  { cUF: '27', sigla: 'AL', nome: 'Alagoas' },
  { cUF: '28', sigla: 'SE', nome: 'Sergipe' },
  { cUF: '29', sigla: 'BA', nome: 'Bahia' },
  { cUF: '31', sigla: 'MG', nome: 'Minas Gerais' },
  { cUF: '32', sigla: 'ES', nome: 'Espírito Santo' },
  { cUF: '33', sigla: 'RJ', nome: 'Rio de Janeiro' },
  { cUF: '35', sigla: 'SP', nome: 'São Paulo' },
  { cUF: '41', sigla: 'PR', nome: 'Paraná' },
  { cUF: '42', sigla: 'SC', nome: 'Santa Catarina' },
  { cUF: '43', sigla: 'RS', nome: 'Rio Grande do Sul' },
  { cUF: '50', sigla: 'MS', nome: 'Mato Grosso do Sul' },
  { cUF: '51', sigla: 'MT', nome: 'Mato Grosso' },
  { cUF: '52', sigla: 'GO', nome: 'Goiás' },
  { cUF: '53', sigla: 'DF', nome: 'Distrito Federal' },
];

const POR_SIGLA = new Map<string, UnidadeFederativa>(UFS.map((uf) => [uf.sigla, uf]));
const POR_CODIGO = new Map<string, UnidadeFederativa>(UFS.map((uf) => [uf.cUF, uf]));

export function isSiglaUF(sigla: string): sigla is SiglaUF {
  return POR_SIGLA.has(sigla);
}

/** cUF ('35') da sigla ('SP'); aceita minúsculas. Lança RangeError para sigla desconhecida. */
export function cUFDaSigla(sigla: string): string {
  const uf = POR_SIGLA.get(sigla.trim().toUpperCase());
  if (!uf) throw new RangeError(`UF desconhecida: "${sigla}".`);
  return uf.cUF;
}

/** Sigla ('SP') do cUF ('35' ou 35). Lança RangeError para código desconhecido. */
export function siglaDoCUF(cUF: string | number): SiglaUF {
  const uf = POR_CODIGO.get(String(cUF).padStart(2, '0'));
  if (!uf) throw new RangeError(`Código de UF desconhecido: "${cUF}".`);
  return uf.sigla;
}

/** A UF pelo código ou pela sigla, ou undefined. */
export function buscarUF(codigoOuSigla: string): UnidadeFederativa | undefined {
  const valor = codigoOuSigla.trim().toUpperCase();
  return POR_SIGLA.get(valor) ?? POR_CODIGO.get(valor);
}
