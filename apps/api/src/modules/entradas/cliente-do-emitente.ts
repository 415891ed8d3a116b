import type { EmitenteNFe } from '@erp/fiscal/nfe';
import type { Database } from '../../db/client.ts';
import { type Autor, auditarAlteracao } from '../auditoria/auditar.ts';
import { toClienteDto } from '../clientes/cliente-dto.ts';
import { findClienteIdByDocumento, insertCliente, municipioExists } from './entradas.repository.ts';

/**
 * The client who sent the material: found by CNPJ/CPF, or registered from the note's emitente and audited as any
 * other client creation (`CLIENTE_CRIADO`, every field as the Clientes screen shows it), by whoever imported it.
 */
export async function clienteDoEmitente(tx: Database, emit: EmitenteNFe, autor: Autor): Promise<number> {
  const documento = (emit.CNPJ ?? emit.CPF ?? '').toUpperCase();
  const existente = await findClienteIdByDocumento(tx, documento);
  if (existente !== undefined) return existente;
  const ender = emit.enderEmit;
  const cMun = ender?.cMun ? Number.parseInt(ender.cMun, 10) : undefined;
  const fone = ender?.fone?.replace(/\D/g, '');
  const { isCriado, ...cliente } = await insertCliente(tx, {
    nomeRazaoSocial: emit.xNome,
    nomeFantasia: emit.xFant ?? null,
    cpfCnpj: documento,
    inscricaoEstadual: emit.IE && emit.IE !== 'ISENTO' ? emit.IE : null,
    indicadorIe: emit.IE && emit.IE !== 'ISENTO' ? '1' : emit.IE === 'ISENTO' ? '2' : '9',
    logradouro: ender?.xLgr ?? null,
    numero: ender?.nro ?? null,
    complemento: ender?.xCpl ?? null,
    bairro: ender?.xBairro ?? null,
    cidade: ender?.xMun ?? null,
    uf: ender?.UF ?? null,
    cep: ender?.CEP ?? null,
    codigoMunicipio: cMun !== undefined && (await municipioExists(tx, cMun)) ? cMun : null,
    telefone: fone && fone.length >= 10 && fone.length <= 11 ? fone : null,
  });
  if (isCriado) {
    await auditarAlteracao(tx, autor, {
      acao: 'CLIENTE_CRIADO',
      entidade: 'clientes',
      idEntidade: cliente.id,
      antes: null,
      depois: toClienteDto(cliente),
    });
  }
  return cliente.id;
}
