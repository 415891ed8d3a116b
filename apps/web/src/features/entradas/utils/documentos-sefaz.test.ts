import type { TDocumentoDistribuido } from '@erp/contracts/distribuicao-dfe';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { acaoDoDocumento, alvoDaManifestacao, mensagemDaFalha, textosDoEstado } from './documentos-sefaz';

const documento = (d: Partial<TDocumentoDistribuido>): TDocumentoDistribuido => ({
  id: 1,
  nsu: '000000000000001',
  tipo: 'resNFe',
  chave_acesso: '35261106157250000116550010000007011010007016',
  emitente_cpf_cnpj: '06157250000116',
  emitente_nome: 'Embalagens Paulista Ltda',
  valor_total: '1234.56',
  data_emissao: '2026-11-20T13:00:00.000Z',
  situacao: 'Autorizada',
  status: 'Resumo',
  observacao: null,
  id_nfe_entrada: null,
  manifestacoes: [],
  created_at: '2026-11-20T13:10:00.000Z',
  ...d,
});

describe('acaoDoDocumento', () => {
  it('asks for the ciência on a valid summary, then for its XML, and imports full notes not imported yet', () => {
    expect(acaoDoDocumento(documento({}))).toBe('ciencia');
    expect(acaoDoDocumento(documento({ situacao: 'Cancelada' }))).toBeNull();
    expect(acaoDoDocumento(documento({ status: 'Ciência enviada' }))).toBe('baixar-xml');
    expect(acaoDoDocumento(documento({ status: 'Ciência enviada', situacao: 'Cancelada' }))).toBeNull();
    expect(acaoDoDocumento(documento({ status: 'Importada' }))).toBeNull();
    expect(acaoDoDocumento(documento({ tipo: 'procNFe', status: 'Produtos não cadastrados' }))).toBe(
      'importar',
    );
    expect(acaoDoDocumento(documento({ tipo: 'procNFe', status: 'Falha' }))).toBe('importar');
    expect(
      acaoDoDocumento(documento({ tipo: 'procNFe', status: 'Falha', situacao: 'Cancelada' })),
    ).toBeNull();
    expect(acaoDoDocumento(documento({ tipo: 'procNFe', status: 'Falha', situacao: 'Denegada' }))).toBeNull();
    expect(acaoDoDocumento(documento({ tipo: 'procNFe', status: 'Importada' }))).toBeNull();
    expect(acaoDoDocumento(documento({ tipo: 'resEvento', status: 'Evento' }))).toBeNull();
  });
});

describe('textosDoEstado', () => {
  const agora = new Date('2026-11-20T13:30:00Z');
  it('shows the last query and the next allowed one in Brasília time', () => {
    const estado = {
      ult_nsu: '000000000000004',
      max_nsu: '000000000000004',
      ultima_consulta_em: '2026-11-20T13:05:00.000Z',
      proxima_consulta_em: '2026-11-20T14:05:00.000Z',
      c_stat: '137',
      x_motivo: 'Nenhum documento localizado',
    };
    expect(textosDoEstado(estado, agora)).toEqual({
      ultimaConsulta: '20/11/2026 10:05',
      proximaConsulta: '20/11/2026 11:05',
      ultimaResposta: '137 - Nenhum documento localizado',
      isAguardando: true,
    });
    expect(
      textosDoEstado({ ...estado, proxima_consulta_em: '2026-11-20T13:00:00.000Z' }, agora).proximaConsulta,
    ).toBe('Agora');
  });

  it('says Nunca before the first query', () => {
    const vazio = textosDoEstado({
      ult_nsu: '000000000000000',
      max_nsu: '000000000000000',
      ultima_consulta_em: null,
      proxima_consulta_em: null,
      c_stat: null,
      x_motivo: null,
    });
    expect(vazio).toMatchObject({ ultimaConsulta: 'Nunca', proximaConsulta: 'Agora', ultimaResposta: null });
  });
});

describe('mensagemDaFalha', () => {
  it("shows the server's message, with SEFAZ's reason when it sent one", () => {
    expect(
      mensagemDaFalha(
        new ApiError(429, 'A SEFAZ só permite uma nova consulta a partir de 20/11/2026 11:05.'),
        'x',
      ),
    ).toBe('A SEFAZ só permite uma nova consulta a partir de 20/11/2026 11:05.');
    expect(
      mensagemDaFalha(new ApiError(422, 'A SEFAZ recusou a consulta.', '593 - CNPJ divergente'), 'x'),
    ).toBe('A SEFAZ recusou a consulta. Motivo: 593 - CNPJ divergente');
  });

  it('says SEFAZ is unavailable without the technical reason, and falls back on anything else', () => {
    expect(
      mensagemDaFalha(
        new ApiError(503, 'Não foi possível comunicar com a SEFAZ. Tente novamente.', 'HTTP 500'),
        'x',
      ),
    ).toBe('Não foi possível comunicar com a SEFAZ. Tente novamente.');
    expect(mensagemDaFalha(new ApiError(500, 'Erro interno.'), 'Erro ao buscar na SEFAZ.')).toBe(
      'Erro ao buscar na SEFAZ.',
    );
    expect(mensagemDaFalha(new TypeError('x'), 'Erro ao buscar na SEFAZ.')).toBe('Erro ao buscar na SEFAZ.');
  });
});

describe('alvoDaManifestacao', () => {
  it('names the note by its key and its emitente, or the emitente’s CNPJ when SEFAZ sent no name', () => {
    const chave = '35261106157250000116550010000007011010007016';
    expect(alvoDaManifestacao({ ...documento({ id: 9 }), chave_acesso: chave })).toEqual({
      id: 9,
      origem: 'documento',
      descricao: `NF-e ${chave} de Embalagens Paulista Ltda`,
      manifestacoes: documento({}).manifestacoes,
    });
    expect(alvoDaManifestacao({ ...documento({ emitente_nome: null }), chave_acesso: chave }).descricao).toBe(
      `NF-e ${chave} de 06157250000116`,
    );
  });
});
