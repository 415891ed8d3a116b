import type { TCertificado } from '@erp/contracts/certificado';
import { assertCertificadoDaEmpresa, type CertificadoA1, readPfx } from '@erp/fiscal/certificado';
import type { AppContext, Caller } from '../../app-context.ts';
import { cofreDoApp } from '../../lib/cofre-de-segredos.ts';
import { auditarAlteracao } from '../auditoria/auditar.ts';
import { findEmpresa } from '../empresa/empresa.repository.ts';
import {
  findDadosDoCertificadoAtual,
  insertCertificadoAtual,
  retirarCertificadoAtual,
} from './certificado.repository.ts';
import { toCertificadoAuditado, toCertificadoDto } from './certificado-dto.ts';
import { lockConfiguracaoFiscal } from './configuracao-fiscal.repository.ts';
import { dadosDoCertificado } from './dados-do-certificado.ts';
import { erroDoCertificado, erroNoCampo } from './erro-no-campo.ts';

export type EnvioDeCertificado = { pfx: Buffer; senha: string };

/**
 * The company's A1, read before anything is stored: modern and legacy (RC2-40/3DES) PFX, the password, the
 * private key, the validity today and the CNPJ root of the company (SEFAZ refuses another root, rejeição 213).
 */
function lerCertificadoDaEmpresa(envio: EnvioDeCertificado, cnpjEmpresa: string | null | undefined) {
  if (!cnpjEmpresa) {
    throw erroNoCampo(
      'certificado',
      'Informe o CNPJ da empresa em Dados da Empresa antes de enviar o certificado digital.',
    );
  }
  let lido: CertificadoA1;
  try {
    lido = readPfx(envio.pfx, envio.senha);
    assertCertificadoDaEmpresa(lido, cnpjEmpresa);
  } catch (erro) {
    throw erroDoCertificado(erro);
  }
  return lido;
}

/**
 * Stores a new A1 as the company's certificate, the PFX and its password encrypted by the secret store. The one
 * it replaces leaves the history (its secrets wiped); the audit keeps who sent which certificate and which it
 * replaced (serial, holder, validity), never the file or the password. Under the fiscal setting's lock, so a
 * removal or a change of environment never interleaves.
 */
export async function enviarCertificado(
  ctx: AppContext,
  envio: EnvioDeCertificado,
  caller: Caller,
): Promise<TCertificado> {
  const empresa = await findEmpresa(ctx.db);
  const dados = dadosDoCertificado(lerCertificadoDaEmpresa(envio, empresa?.cnpj));
  const cofre = cofreDoApp(ctx.config);
  const pfxCifrado = cofre.cifrar('certificado.pfx', envio.pfx);
  const senhaCifrada = cofre.cifrar('certificado.senha', envio.senha);
  await ctx.db.transaction(async (tx) => {
    await lockConfiguracaoFiscal(tx);
    const anterior = await findDadosDoCertificadoAtual(tx);
    await retirarCertificadoAtual(tx);
    const novo = await insertCertificadoAtual(tx, {
      ...dados,
      pfxCifrado,
      senhaCifrada,
      idUsuarioEnvio: caller.userId,
    });
    await auditarAlteracao(tx, caller, {
      acao: anterior ? 'CERTIFICADO_SUBSTITUIDO' : 'CERTIFICADO_ENVIADO',
      entidade: 'certificados_a1',
      idEntidade: novo.id,
      antes: anterior ? toCertificadoAuditado(anterior) : null,
      depois: toCertificadoAuditado({ ...dados, enviadoEm: novo.enviadoEm }),
    });
  });
  return toCertificadoDto(dados);
}
