import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findMunicipio } from './clientes.repository.ts';

type Endereco = { cidade?: string | null; uf?: string | null; codigo_municipio?: number | null };

/**
 * The IBGE code the NF-e needs (cMun), from the code the form sends or from city and UF. The city name is
 * normalised to the IBGE spelling; a code that does not belong to the UF is refused.
 */
export async function resolverMunicipio(
  db: Database,
  endereco: Endereco,
): Promise<{ cidade: string | null; codigoMunicipio: number | null }> {
  const { uf, cidade, codigo_municipio: codigo } = endereco;
  if (!uf || (!cidade && !codigo)) return { cidade: cidade ?? null, codigoMunicipio: null };
  const municipio = await findMunicipio(db, codigo ? { codigo, uf } : { nome: cidade ?? '', uf });
  if (!municipio) {
    const campo = codigo ? 'codigo_municipio' : 'cidade';
    const mensagem = codigo
      ? `O município ${codigo} não pertence à UF ${uf}.`
      : `Município "${cidade}" não encontrado na UF ${uf}.`;
    throw AppError.validation(`Dados inválidos. ${mensagem}`, [{ campo, mensagem }]);
  }
  return { cidade: municipio.nome, codigoMunicipio: municipio.codigo };
}
