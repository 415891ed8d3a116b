import type { TEmpresa, ZEmpresaInput } from '@erp/contracts/empresa';
import type { z } from 'zod';
import type { AppContext, Caller } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { registrarAlteracao } from '../auditoria/registrar-alteracao.ts';
import { resolverMunicipio } from '../clientes/resolver-municipio.ts';
import { existeNfeNumerada, findEmpresa, lockEmpresa, updateEmpresa } from './empresa.repository.ts';
import { toEmpresaAuditada, toEmpresaDto, toEmpresaWrite } from './empresa-dto.ts';
import { senhaSmtpASalvar } from './senha-smtp.ts';

/**
 * Saves the company data. The NF-e série and next number are editable only until the first NF-e takes a
 * number: after that, changing them could reuse or skip numbers SEFAZ already knows. The change is audited
 * field by field in the same transaction, the SMTP password only as 'alterada'; the password is stored
 * encrypted (senha-smtp.ts).
 */
export async function salvarEmpresa(
  ctx: AppContext,
  input: z.output<typeof ZEmpresaInput>,
  caller: Caller,
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
    const salva = await updateEmpresa(tx, {
      ...valores,
      ...(serie !== undefined ? { nfeSerie: serie } : {}),
      ...(proximo !== undefined ? { nfeProximoNumero: proximo } : {}),
    });
    await registrarAlteracao(tx, caller, {
      acao: 'EMPRESA_ALTERADA',
      entidade: 'empresa',
      idEntidade: 1,
      antes: antes ? toEmpresaAuditada(antes) : null,
      depois: toEmpresaAuditada(salva),
    });
    return salva;
  });
  return toEmpresaDto(row, editavel);
}
