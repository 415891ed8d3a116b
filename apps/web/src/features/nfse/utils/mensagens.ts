import type { TEmissaoNfse } from '@erp/contracts/nfse';
import { serverErrorText } from '../../../lib/server-errors';

export const AVISO_EMISSAO =
  'A NFS-e será enviada à Sefin Nacional (autoridade fiscal) para autorização. Esta ação não pode ser desfeita.';
export const PERGUNTA_CANCELAMENTO =
  'Tem certeza que deseja cancelar esta NFS-e? A conta a receber dela também será cancelada.';
export const FALHA_AO_CARREGAR_NFSES = 'Falha ao carregar a lista de NFS-e.';

/** The alert after an answered emission: authorised with its number, or still waiting for the Sefin. */
export function mensagemDaEmissao(emissao: Pick<TEmissaoNfse, 'status' | 'numero_nfse'>): string {
  if (emissao.status === 'Autorizada') {
    return emissao.numero_nfse
      ? `NFS-e nº ${emissao.numero_nfse} autorizada com sucesso!`
      : 'NFS-e autorizada com sucesso!';
  }
  return 'NFS-e enviada à Sefin Nacional. A autorização será mostrada na lista de NFS-e emitidas.';
}

/** Each failure is the prefix and the server's reason (its error and details), else a fixed fallback. */
export function falhaNaEmissao(error: unknown): string {
  return `Falha na emissão: ${serverErrorText(error, 'Erro desconhecido')}`;
}
