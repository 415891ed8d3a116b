import type { RespTecEntrada } from '@erp/fiscal/calculo';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ModoFiscal } from '../fiscal/modo-fiscal.ts';

type EmpresaDoResponsavel = {
  cnpj: string;
  razaoSocial: string;
  email: string | null;
  telefone: string | null;
};

export const MENSAGEM_SEM_RESPONSAVEL_TECNICO =
  'Informe o e-mail e o telefone da empresa em Dados da Empresa: a NF-e leva o responsável técnico pelo sistema (grupo infRespTec).';

/**
 * ZD01 infRespTec (NT 2018.005): who answers for the system that issues the note. A software house when
 * configured (RESP_TEC_*); otherwise the company itself, which the NT allows for a system of its own: its CNPJ,
 * its name as contact, its e-mail and phone. Undefined when the company lacks e-mail or a phone of 6 to 14
 * digits (the schema's limits).
 */
export function responsavelTecnico(
  config: Config,
  empresa: EmpresaDoResponsavel,
): RespTecEntrada | undefined {
  const configurado = config.fiscal.responsavelTecnico;
  if (configurado) {
    return {
      CNPJ: configurado.cnpj,
      xContato: configurado.contato,
      email: configurado.email,
      fone: configurado.fone,
      ...(configurado.csrt ? { csrt: configurado.csrt } : {}),
    };
  }
  const fone = empresa.telefone?.replace(/\D/g, '') ?? '';
  const email = empresa.email?.trim() ?? '';
  if (!/^\d{6,14}$/.test(fone) || email.length < 6 || email.length > 60) return undefined;
  return { CNPJ: empresa.cnpj, xContato: empresa.razaoSocial.slice(0, 60), email, fone };
}

/**
 * For an emission: homologação and produção refuse a note without infRespTec (rejeição 972 in the UFs that
 * require it), so there it is demanded before anything is numbered; simulação leaves it out when incomplete.
 */
export function responsavelTecnicoDaEmissao(
  config: Config,
  empresa: EmpresaDoResponsavel,
  modo: ModoFiscal,
): RespTecEntrada | undefined {
  const resp = responsavelTecnico(config, empresa);
  if (!resp && modo !== 'simulacao') throw AppError.unprocessable(MENSAGEM_SEM_RESPONSAVEL_TECNICO);
  return resp;
}
