import { dataDoCertificado } from '@erp/contracts/certificado';
import type { TAlterarAmbienteFiscal, TAmbienteFiscal } from '@erp/contracts/fiscal';
import { assertCertificadoDaEmpresa, CertificadoError } from '@erp/fiscal/certificado';
import type { AppContext, Caller } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditarAlteracao } from '../auditoria/auditar.ts';
import { findEmpresa } from '../empresa/empresa.repository.ts';
import { findDadosDoCertificadoAtual } from '../fiscal/certificado.repository.ts';
import { lockConfiguracaoFiscal, updateModoFiscal } from '../fiscal/configuracao-fiscal.repository.ts';
import { descreverAmbienteFiscal } from '../fiscal/descrever-ambiente-fiscal.ts';
import type { ModoFiscal } from '../fiscal/modo-fiscal.ts';
import { estornarDocumentosDeTeste } from './estornar-documentos-de-teste.ts';

const NOME: Record<ModoFiscal, string> = {
  simulacao: 'simulação',
  homologacao: 'homologação',
  producao: 'produção',
};

export const CONFIRME_PRODUCAO =
  'Confirme a mudança para produção: as NF-e e NFS-e emitidas passam a ter valor fiscal e não podem ser desfeitas.';

/**
 * Homologação and produção sign with the company's own A1 and send to the real services: without a certificate
 * valid today and of the company's CNPJ root, every document would be refused, so the change is refused first.
 */
async function exigirCertificadoValido(tx: Database, modo: ModoFiscal) {
  const certificado = await findDadosDoCertificadoAtual(tx);
  const destino = NOME[modo];
  if (!certificado) {
    throw AppError.conflict(
      `Envie o certificado digital A1 da empresa antes de mudar o ambiente para ${destino}.`,
    );
  }
  const agora = new Date();
  if (certificado.validoAte < agora) {
    throw AppError.conflict(
      `O certificado digital venceu em ${dataDoCertificado(certificado.validoAte)}. Envie um certificado válido antes de mudar o ambiente para ${destino}.`,
    );
  }
  if (certificado.validoDe > agora) {
    throw AppError.conflict(
      `O certificado digital só é válido a partir de ${dataDoCertificado(certificado.validoDe)}.`,
    );
  }
  const empresa = await findEmpresa(tx);
  try {
    assertCertificadoDaEmpresa(certificado, empresa?.cnpj ?? '');
  } catch (erro) {
    if (erro instanceof CertificadoError)
      throw AppError.conflict(`${erro.message} Envie o certificado da empresa.`);
    throw erro;
  }
}

/**
 * `PUT /api/fiscal/ambiente`. Every change is audited (from, to, who, from where) in its transaction; asking for
 * the environment already in use changes and audits nothing, except produção with `confirmacao: true`, which
 * reverses the test documents still counted. Entering produção needs `confirmacao: true`, and reverses in the same
 * transaction what the test documents changed (estornar-documentos-de-teste.ts).
 */
export async function alterarModoFiscal(
  ctx: AppContext,
  pedido: TAlterarAmbienteFiscal,
  caller: Caller,
): Promise<TAmbienteFiscal> {
  await ctx.db.transaction(async (tx) => {
    const atual = await lockConfiguracaoFiscal(tx);
    if (atual.modo === pedido.modo) {
      // Already in produção, a confirmed request reverses the test documents still counted (a company that went
      // live before the reversal existed, or tested in another installation's data): the same reversal, audited.
      if (pedido.modo === 'producao' && pedido.confirmacao === true)
        await estornarDocumentosDeTeste(tx, caller);
      return;
    }
    if (pedido.modo !== 'simulacao') await exigirCertificadoValido(tx, pedido.modo);
    if (pedido.modo === 'producao' && pedido.confirmacao !== true) {
      throw AppError.validation(CONFIRME_PRODUCAO, [{ campo: 'confirmacao', mensagem: CONFIRME_PRODUCAO }]);
    }
    if (pedido.modo === 'producao') await estornarDocumentosDeTeste(tx, caller);
    await updateModoFiscal(tx, pedido.modo, caller.userId);
    await auditarAlteracao(tx, caller, {
      acao: 'AMBIENTE_FISCAL_ALTERADO',
      entidade: 'configuracao_fiscal',
      idEntidade: 1,
      antes: { modo: atual.modo },
      depois: { modo: pedido.modo },
    });
  });
  return descreverAmbienteFiscal(ctx);
}
