import {
  calcularValoresNfse,
  conferirDeducoes,
  discriminacaoSugerida,
  type TPreviaNfseResposta,
  type ZPreviaNfse,
} from '@erp/contracts/nfse';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { aliquotaIssDaNfse } from './aliquota-iss.ts';
import { findServico } from './nfse.repository.ts';

/**
 * POST /nfse/previa: the values the NFS-e would carry with the service's current price and the ISS rate it will
 * apply (aliquotaIssDaNfse: the municipality's where the DPS may not carry one), computed by the same function as
 * the emission. Nothing is stored, numbered or sent.
 */
export async function previaNfse(
  ctx: AppContext,
  input: z.output<typeof ZPreviaNfse>,
): Promise<TPreviaNfseResposta> {
  const servico = await findServico(ctx.db, input.id_servico);
  if (!servico) throw AppError.unprocessable('Serviço não encontrado.');
  const aliquota = await aliquotaIssDaNfse(ctx, servico, input.iss_retido);
  const entrada = {
    quantidade: input.quantidade,
    preco_kg: servico.preco,
    valor_servico: input.valor_servico,
    valor_deducoes: input.valor_deducoes,
    aliquota_iss: aliquota.aliquota_iss,
    iss_retido: input.iss_retido,
    retencoes: input.retencoes,
  };
  const deducoesAcima = conferirDeducoes(entrada);
  if (deducoesAcima) {
    throw AppError.validation(deducoesAcima, [{ campo: 'valor_deducoes', mensagem: deducoesAcima }]);
  }
  const valores = calcularValoresNfse(entrada);
  if (!valores) {
    throw AppError.unprocessable(
      'O valor do serviço deve ser maior que zero.',
      input.quantidade !== undefined ? `O serviço "${servico.descricao}" está sem preço por kg.` : undefined,
    );
  }
  return {
    ...valores,
    origem_aliquota_iss: aliquota.origem,
    aviso_aliquota_iss: aliquota.aviso,
    quantidade: input.quantidade ?? null,
    preco_kg: servico.preco,
    discriminacao_sugerida: discriminacaoSugerida(servico, input.quantidade),
  };
}
