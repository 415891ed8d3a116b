import type { TEmpresa, ZEmpresaInput } from '@erp/contracts/empresa';
import type { z } from 'zod';
import type { AppContext, Caller } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditarAlteracao } from '../auditoria/auditar.ts';
import { resolverMunicipio } from '../clientes/resolver-municipio.ts';
import {
  documentoDeProducaoDoCnpj,
  existeNfeNumerada,
  findEmpresa,
  isCnpjEditavel,
  lockEmpresa,
  pularContadorNfe,
  updateEmpresa,
} from './empresa.repository.ts';
import { toEmpresaAuditada, toEmpresaDto, toEmpresaWrite } from './empresa-dto.ts';
import { senhaSmtpASalvar } from './senha-smtp.ts';

/**
 * What keeps the default bank account from issuing boletos, or null when it can (cobrança's faltaParaOBoleto,
 * handed in by app.ts: cobrança reads the company, so this area may not import it).
 */
export type FaltaParaOBoleto = (db: Database) => Promise<string | null>;

/**
 * Saves the company data. The NF-e série and next number are editable only until the first NF-e takes a
 * number: after that, changing them could reuse or skip numbers SEFAZ already knows. The CNPJ is fixed once an
 * NF-e or NFS-e of produção was issued with it (exigirCnpjLivre). The change is audited
 * field by field in the same transaction, the SMTP password only as 'alterada'; the password is stored
 * encrypted (senha-smtp.ts). 'Boleto automático' is switched on only while the default account can issue boletos
 * (422 otherwise): the clerk learns it now, not from a note authorised without its boleto.
 */
export async function salvarEmpresa(
  ctx: AppContext,
  input: z.output<typeof ZEmpresaInput>,
  caller: Caller,
  faltaParaOBoleto: FaltaParaOBoleto,
): Promise<TEmpresa> {
  const editavel = !(await existeNfeNumerada(ctx.db));
  const atual = await findEmpresa(ctx.db);
  const serie = input.nfe_serie ?? atual?.nfeSerie;
  const proximo = input.nfe_proximo_numero ?? atual?.nfeProximoNumero;
  if (!editavel && (serie !== atual?.nfeSerie || proximo !== atual?.nfeProximoNumero)) {
    throw AppError.conflict(
      'A série e a numeração da NF-e não podem ser alteradas depois da primeira NF-e emitida.',
    );
  }
  const municipio = await resolverMunicipio(ctx.db, input);
  const valores = toEmpresaWrite(input, municipio, senhaSmtpASalvar(ctx.config, input, atual));
  if (valores.smtpUsuario && !valores.smtpSenhaCifrada) {
    const mensagem = 'Informe a senha do usuário SMTP.';
    throw AppError.validation(`Dados inválidos. ${mensagem}`, [{ campo: 'smtp_senha', mensagem }]);
  }
  const row = await ctx.db.transaction(async (tx) => {
    const antes = await lockEmpresa(tx);
    await exigirCnpjLivre(tx, antes?.cnpj ?? null, valores.cnpj);
    if (valores.boletoAutomatico && !antes?.boletoAutomatico) {
      const falta = await faltaParaOBoleto(tx);
      if (falta) {
        throw AppError.unprocessable(
          `O boleto automático não pode ser ativado: ${falta.charAt(0).toLowerCase()}${falta.slice(1)}`,
        );
      }
    }
    const salva = await updateEmpresa(tx, {
      ...valores,
      ...(serie !== undefined ? { nfeSerie: serie } : {}),
      ...(proximo !== undefined ? { nfeProximoNumero: proximo } : {}),
    });
    if (salva.cnpj && proximo !== undefined && proximo !== antes?.nfeProximoNumero) {
      const ambiente = (await ctx.fiscal.atual()).modo;
      await pularContadorNfe(tx, { cnpj: salva.cnpj, ambiente, serie: salva.nfeSerie }, proximo);
    }
    await auditarAlteracao(tx, caller, {
      acao: 'EMPRESA_ALTERADA',
      entidade: 'empresa',
      idEntidade: 1,
      antes: antes ? toEmpresaAuditada(antes) : null,
      depois: toEmpresaAuditada(salva),
    });
    return salva;
  });
  return toEmpresaDto(row, editavel, await isCnpjEditavel(ctx.db, row.cnpj));
}

/**
 * The CNPJ is the issuer of every document signed with it: once an NF-e or NFS-e of produção exists, the notes to
 * consult, cancel, correct or void, the série's gaps and the receivables all belong to that CNPJ, and another one
 * is another taxpayer (another installation), not a correction. A CNPJ that issued only simulação or homologação
 * documents, which have no legal value, may still be corrected before going live. Read under the company's row
 * lock, so two saves do not both pass.
 */
async function exigirCnpjLivre(db: Database, atual: string | null, novo: string | null) {
  if (!atual || atual === novo) return;
  const documento = await documentoDeProducaoDoCnpj(db, atual);
  if (!documento) return;
  const qual =
    documento.modelo === 'NF-e'
      ? `a NF-e nº ${documento.numero}, série ${documento.serie}`
      : `a NFS-e da DPS nº ${documento.numero}, série ${documento.serie}`;
  throw AppError.conflict(
    `O CNPJ da empresa não pode ser alterado: ${qual}, foi emitida em produção com este CNPJ.`,
    'Documentos fiscais emitidos continuam em nome do CNPJ que os emitiu; outro CNPJ é outro contribuinte.',
  );
}
