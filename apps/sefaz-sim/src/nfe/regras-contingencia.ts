import { siglaDoCUF } from '@erp/fiscal/documentos';
import type { Autorizador } from '@erp/fiscal/sefaz';
import { svcDaUF } from '@erp/fiscal/sefaz';
import type { CamposNFe } from './ler-nfe.ts';
import { type Resultado, resultado } from './motivos.ts';

/** tpEmis de cada SVC (B22): 6 SVC-AN, 7 SVC-RS. */
const TPEMIS_DA_SVC = { 'SVC-AN': '6', 'SVC-RS': '7' } as const;

function svcDaNota(cUF: string) {
  try {
    return svcDaUF(siglaDoCUF(cUF));
  } catch {
    return undefined;
  }
}

/**
 * As regras da contingência SVC para uma NF-e (NT 2013.007; MOC, grupo B): a SVC só recebe notas com o tpEmis dela
 * (713) e das UF que a usam (114); o autorizador normal recusa tpEmis 6/7 (570), que só valem na SVC; fora da
 * emissão normal, a entrada em contingência tem de vir (557) e ser anterior ao recebimento (558); com tpEmis 1,
 * não pode vir (556). O schema já garante dhCont e xJust juntos, xJust com 15 a 256 caracteres. A SVC está sempre ativa aqui:
 * a SEFAZ de origem que a aciona não é simulada. Sem autorizador conhecido, nada a conferir.
 */
export function conferirContingencia(
  nfe: CamposNFe,
  autorizador: Autorizador | undefined,
  agora: Date,
): Resultado | undefined {
  if (!autorizador) return undefined;
  if (autorizador === 'SVC-AN' || autorizador === 'SVC-RS') {
    if (nfe.tpEmis !== TPEMIS_DA_SVC[autorizador]) return resultado('713');
    if (svcDaNota(nfe.cUF) !== autorizador) {
      return { cStat: '114', xMotivo: `Rejeição: ${autorizador} desabilitada pela SEFAZ de Origem` };
    }
  } else if (['3', '6', '7'].includes(nfe.tpEmis)) {
    // 3 era o SCAN, que a SVC substituiu; as demais contingências (FS-DA, EPEC...) voltam ao autorizador normal.
    return resultado('570');
  }
  const temEntrada = nfe.dhCont !== undefined || nfe.xJust !== undefined;
  if (nfe.tpEmis === '1') return temEntrada ? resultado('556') : undefined;
  if (!temEntrada) return resultado('557');
  if (nfe.dhCont !== undefined && Date.parse(nfe.dhCont) > agora.getTime()) return resultado('558');
  return undefined;
}
