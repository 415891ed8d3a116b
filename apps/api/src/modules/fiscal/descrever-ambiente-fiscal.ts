import type { TAmbienteFiscal } from '@erp/contracts/fiscal';
import type { AppContext } from '../../app-context.ts';
import { findDadosDoCertificadoAtual } from './certificado.repository.ts';
import { toCertificadoDto } from './certificado-dto.ts';
import { lerModoFiscal, type ModoFiscal } from './modo-fiscal.ts';

/** How each environment is named on every screen, so nobody takes a simulation or a test for real documents. */
export const ROTULOS_DO_AMBIENTE: Record<ModoFiscal, Pick<TAmbienteFiscal, 'rotulo' | 'descricao'>> = {
  simulacao: {
    rotulo: 'Ambiente: simulação',
    descricao: 'As notas vão para o simulador da SEFAZ e não têm valor fiscal.',
  },
  homologacao: {
    rotulo: 'Ambiente: homologação — sem valor fiscal',
    descricao: 'As notas vão para o ambiente de testes da SEFAZ e da Sefin Nacional e não têm valor fiscal.',
  },
  producao: {
    rotulo: 'Ambiente: produção',
    descricao: 'As notas emitidas têm valor fiscal.',
  },
};

/** Which real hosts a stand-in replaces, in the words of the banner (none in simulação, which never uses them). */
function enderecosSubstituidos(ctx: AppContext, modo: ModoFiscal): string | null {
  const { sefazEndpointBase, sefinEndpointBase } = ctx.config.fiscal;
  if (modo === 'simulacao' || (!sefazEndpointBase && !sefinEndpointBase)) return null;
  const partes = [
    sefazEndpointBase ? `SEFAZ em ${sefazEndpointBase} (SEFAZ_ENDPOINT_BASE)` : null,
    sefinEndpointBase ? `Sefin Nacional em ${sefinEndpointBase} (SEFIN_ENDPOINT_BASE)` : null,
  ].filter(Boolean);
  return `Endereços substituídos para testes: ${partes.join('; ')}. Nenhum documento chega à SEFAZ real.`;
}

/** `GET /api/fiscal/ambiente`: the stored environment and the certificate's expiry (for the banner's warning). */
export async function descreverAmbienteFiscal(ctx: AppContext): Promise<TAmbienteFiscal> {
  const [modo, certificado] = await Promise.all([lerModoFiscal(ctx.db), findDadosDoCertificadoAtual(ctx.db)]);
  const validade = certificado ? toCertificadoDto(certificado) : null;
  return {
    modo,
    ...ROTULOS_DO_AMBIENTE[modo],
    certificado: validade
      ? { valido_ate: validade.valido_ate, dias_restantes: validade.dias_restantes }
      : null,
    enderecos_substituidos: enderecosSubstituidos(ctx, modo),
  };
}
