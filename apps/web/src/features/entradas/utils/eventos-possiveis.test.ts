import type { TManifestacao } from '@erp/contracts/manifestacoes';
import { describe, expect, it } from 'vitest';
import { eventosPossiveis, pedeJustificativa } from './eventos-possiveis';

const registrada = (tipo_evento: TManifestacao['tipo_evento']): TManifestacao => ({
  id: 1,
  tipo_evento,
  descricao: 'registrada',
  protocolo: '135260000000001',
  justificativa: null,
  created_at: '2026-11-20T10:00:00-03:00',
  caminho_xml: '/api/upload/nfe-entrada/manifestacoes/1/xml',
});

describe('the manifestações still open for a received note', () => {
  it('offers the Ciência first, then the three conclusive words, on a note without any', () => {
    expect(eventosPossiveis([])).toEqual(['ciencia', 'confirmacao', 'desconhecimento', 'nao_realizada']);
  });

  it('does not offer the Ciência twice', () => {
    expect(eventosPossiveis([registrada('210210')])).toEqual([
      'confirmacao',
      'desconhecimento',
      'nao_realizada',
    ]);
  });

  it('offers nothing after a conclusive word (confirmação, desconhecimento or não realizada)', () => {
    expect(eventosPossiveis([registrada('210210'), registrada('210200')])).toEqual([]);
    expect(eventosPossiveis([registrada('210220')])).toEqual([]);
    expect(eventosPossiveis([registrada('210240')])).toEqual([]);
  });

  it('asks a justification only of the Desconhecimento and the Operação não Realizada', () => {
    expect(pedeJustificativa('desconhecimento')).toBe(true);
    expect(pedeJustificativa('nao_realizada')).toBe(true);
    expect(pedeJustificativa('ciencia')).toBe(false);
    expect(pedeJustificativa('confirmacao')).toBe(false);
    expect(pedeJustificativa(undefined)).toBe(false);
  });
});
