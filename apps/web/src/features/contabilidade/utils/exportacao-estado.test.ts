import type { TContagemExportacaoContabil } from '@erp/contracts/contabilidade';
import { describe, expect, it } from 'vitest';
import {
  type EstadoExportacao,
  EXPORTACAO_PARADA,
  exportacaoReducer,
  textoDaConclusao,
  textoDoProgresso,
} from './exportacao-estado';

const CONTAGEM: TContagemExportacaoContabil = {
  ambiente: 'producao',
  documentos: 'legais',
  nfe_emitidas: 2,
  eventos_nfe: 1,
  inutilizacoes: 0,
  nfse_emitidas: 3,
  eventos_nfse: 0,
  nfe_recebidas: 4,
  eventos_recebidos: 0,
  manifestacoes: 0,
  arquivos: 11,
  nome_arquivo: 'contabilidade-2026-10-01-a-2026-10-31.zip',
};

const baixando: EstadoExportacao = {
  fase: 'baixando',
  contagem: CONTAGEM,
  progresso: { arquivos: 3, bytes: 40_960 },
};

describe("the download of the accountant's .zip", () => {
  it('starts at 0 files of the count', () => {
    expect(exportacaoReducer(EXPORTACAO_PARADA, { tipo: 'contou', contagem: CONTAGEM })).toEqual({
      fase: 'baixando',
      contagem: CONTAGEM,
      progresso: { arquivos: 0, bytes: 0 },
    });
  });

  it('shows files and bytes as they arrive', () => {
    const estado = exportacaoReducer(baixando, {
      tipo: 'progrediu',
      progresso: { arquivos: 7, bytes: 2_621_440 },
    });
    expect(estado.fase === 'baixando' && textoDoProgresso(estado.contagem, estado.progresso)).toBe(
      'Baixando: 7 de 11 arquivos (2,5 MB)',
    );
  });

  it('ends with the file, its size and the documents it holds', () => {
    const estado = exportacaoReducer(baixando, { tipo: 'concluiu', bytes: 51_200 });
    expect(estado).toEqual({ fase: 'concluido', contagem: CONTAGEM, bytes: 51_200 });
    expect(estado.fase === 'concluido' && textoDaConclusao(estado.contagem, estado.bytes)).toBe(
      'Arquivo contabilidade-2026-10-01-a-2026-10-31.zip gerado: 11 arquivos (50 KB). 2 NF-e emitidas, ' +
        '1 eventos de NF-e, 0 inutilizações, 3 NFS-e emitidas, 4 NF-e recebidas.',
    );
  });

  it('goes back to the start when cancelled, and a late progress report changes nothing', () => {
    const cancelado = exportacaoReducer(baixando, { tipo: 'cancelou' });
    expect(cancelado).toEqual({ fase: 'parado' });
    expect(exportacaoReducer(cancelado, { tipo: 'progrediu', progresso: { arquivos: 9, bytes: 1 } })).toEqual(
      {
        fase: 'parado',
      },
    );
    expect(exportacaoReducer(cancelado, { tipo: 'concluiu', bytes: 1 })).toEqual({ fase: 'parado' });
  });

  it("keeps the server's reason of a failure", () => {
    expect(
      exportacaoReducer(baixando, { tipo: 'falhou', mensagem: 'O período pode ter no máximo 366 dias.' }),
    ).toEqual({ fase: 'falhou', mensagem: 'O período pode ter no máximo 366 dias.' });
  });
});
