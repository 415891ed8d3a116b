import { isConclusiva, type TEventoManifestacao, type TManifestacao } from '@erp/contracts/manifestacoes';

/**
 * The events still open for the note (NT 2012.002): none after a conclusive word; the Ciência only before one, and
 * once. The order is the usual one: Ciência, then the conclusive words.
 */
export function eventosPossiveis(registradas: readonly TManifestacao[]): TEventoManifestacao[] {
  if (registradas.some((m) => isConclusiva(m.tipo_evento))) return [];
  const temCiencia = registradas.some((m) => m.tipo_evento === '210210');
  return (['ciencia', 'confirmacao', 'desconhecimento', 'nao_realizada'] as const).filter(
    (e) => !(e === 'ciencia' && temCiencia),
  );
}

/** Desconhecimento (e210220, optional) and Operação não Realizada (e210240, required) carry an xJust. */
export function pedeJustificativa(evento: TEventoManifestacao | undefined): boolean {
  return evento === 'desconhecimento' || evento === 'nao_realizada';
}
