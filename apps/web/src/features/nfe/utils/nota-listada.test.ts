import type { TNfeListaItem } from '@erp/contracts/nfe-documento';
import { describe, expect, it } from 'vitest';
import {
  acoesDaNota,
  caminhoDaApi,
  isAguardandoSefaz,
  nomeDoArquivo,
  numeroESerie,
  seloDeContingencia,
  textoDaEspera,
  textoDoCancelamento,
  textoRejeicao,
} from './nota-listada';

const RASCUNHO: TNfeListaItem = {
  id: 12,
  id_cliente: 3,
  nome_razao_social: 'Embalagens Paulista Ltda',
  numero_nfe: null,
  serie_nfe: null,
  valor_total_nota: '1234.56',
  created_at: '2026-11-20T13:00:00.000Z',
  status: 'Rascunho',
  c_stat: null,
  x_motivo: null,
  recusa_cancelamento: null,
  chave_acesso: null,
  caminho_pdf: null,
  caminho_xml: null,
  cancelavel_ate: null,
  contingencia: null,
  contingencia_disponivel: null,
  ambiente: 'simulacao',
  efeitos_estornados_em: null,
};
const AUTORIZADA: TNfeListaItem = {
  ...RASCUNHO,
  numero_nfe: 123,
  serie_nfe: 1,
  status: 'Autorizada',
  c_stat: '100',
  x_motivo: 'Autorizado o uso da NF-e',
  caminho_pdf: '/api/nfe/12/danfe',
  caminho_xml: '/api/nfe/12/xml',
  cancelavel_ate: '2026-11-21T13:00:00.000Z',
};

describe('numeroESerie', () => {
  it("reads 'número / série', or N/A before the note has a number", () => {
    expect(numeroESerie(AUTORIZADA)).toBe('123 / 1');
    expect(numeroESerie(RASCUNHO)).toBe('N/A');
  });
});

describe('textoRejeicao', () => {
  it("shows SEFAZ's code and reason under a draft it rejected", () => {
    expect(textoRejeicao({ ...RASCUNHO, c_stat: '204', x_motivo: 'Rejeição: Duplicidade de NF-e' })).toBe(
      'Rejeitada: 204 - Rejeição: Duplicidade de NF-e',
    );
  });

  it('says nothing for a draft never sent or an authorised note', () => {
    expect(textoRejeicao(RASCUNHO)).toBeNull();
    expect(textoRejeicao(AUTORIZADA)).toBeNull();
  });
});

describe('acoesDaNota', () => {
  it('offers the draft actions on a Rascunho only', () => {
    expect(acoesDaNota(RASCUNHO)).toEqual({
      isRascunho: true,
      hasDanfe: false,
      hasXml: false,
      podeCancelar: false,
      podeCorrigir: false,
      podeEmitirEmContingencia: false,
    });
  });

  it('offers DANFE, XML and cancellation on an Autorizada inside its window', () => {
    expect(acoesDaNota(AUTORIZADA)).toEqual({
      isRascunho: false,
      hasDanfe: true,
      hasXml: true,
      podeCancelar: true,
      podeCorrigir: true,
      podeEmitirEmContingencia: false,
    });
    expect(acoesDaNota({ ...AUTORIZADA, cancelavel_ate: null }).podeCancelar).toBe(false);
    // Past the cancellation window a Carta de Correção is still possible.
    expect(acoesDaNota({ ...AUTORIZADA, cancelavel_ate: null }).podeCorrigir).toBe(true);
  });

  it('leaves only the files on a Cancelada, and nothing on a note still Processando', () => {
    expect(acoesDaNota({ ...AUTORIZADA, status: 'Cancelada', cancelavel_ate: null })).toEqual({
      isRascunho: false,
      hasDanfe: true,
      hasXml: true,
      podeCancelar: false,
      podeCorrigir: false,
      podeEmitirEmContingencia: false,
    });
    expect(acoesDaNota({ ...RASCUNHO, status: 'Processando' })).toEqual({
      isRascunho: false,
      hasDanfe: false,
      hasXml: false,
      podeCancelar: false,
      podeCorrigir: false,
      podeEmitirEmContingencia: false,
    });
  });
});

describe('contingência SVC', () => {
  const esperando: TNfeListaItem = {
    ...RASCUNHO,
    numero_nfe: 7,
    serie_nfe: 1,
    status: 'Processando',
    c_stat: '108',
    x_motivo: 'Serviço Paralisado Momentaneamente (curto prazo)',
    contingencia_disponivel: 'SVC-AN',
  };

  it('offers the SVC the server names on a note waiting for an autorizador that does not answer', () => {
    expect(acoesDaNota(esperando).podeEmitirEmContingencia).toBe(true);
    expect(textoDaEspera(esperando)).toBe(
      'A SEFAZ não respondeu (Serviço Paralisado Momentaneamente (curto prazo)). Pode ser emitida em contingência (SVC-AN).',
    );
    // A note that may be at SEFAZ (the server says null) just waits.
    const incerta = { ...esperando, contingencia_disponivel: null };
    expect(acoesDaNota(incerta).podeEmitirEmContingencia).toBe(false);
    expect(textoDaEspera(incerta)).toBeNull();
  });

  it('marks the notes that went out in contingency', () => {
    expect(seloDeContingencia({ ...AUTORIZADA, contingencia: 'SVC-AN' })).toBe('Contingência SVC-AN');
    expect(seloDeContingencia(AUTORIZADA)).toBeNull();
  });
});

describe('caminhoDaApi', () => {
  it("drops the '/api' the client adds itself, keeping the query", () => {
    expect(caminhoDaApi('/api/nfe/12/danfe')).toBe('/nfe/12/danfe');
    expect(caminhoDaApi('/api/nfe/12/danfe?data_vencimento=2026-12-20')).toBe(
      '/nfe/12/danfe?data_vencimento=2026-12-20',
    );
    expect(caminhoDaApi('http://127.0.0.1:3333/api/nfe/12/xml')).toBe('/nfe/12/xml');
  });
});

describe('nomeDoArquivo', () => {
  it('names the files after the access key', () => {
    const chave = '35261106157250000116550010000001231000001235';
    expect(nomeDoArquivo({ id: 12, chave_acesso: chave }, 'danfe')).toBe(`${chave}-danfe.pdf`);
    expect(nomeDoArquivo({ id: 12, chave_acesso: chave }, 'xml')).toBe(`${chave}-nfe.xml`);
    expect(nomeDoArquivo({ id: 12, chave_acesso: null }, 'xml')).toBe('nfe-12-nfe.xml');
  });
});

describe('textoDoCancelamento', () => {
  it('says a pending cancellation settles by itself, and why SEFAZ refused the last one asked', () => {
    const pendente = { ...AUTORIZADA, status: 'Cancelamento pendente' as const, cancelavel_ate: null };
    expect(textoDoCancelamento(pendente)).toBe(
      'A SEFAZ ainda não respondeu; a situação será atualizada automaticamente.',
    );
    expect(isAguardandoSefaz(pendente)).toBe(true);
    // Its files stay downloadable; neither a new cancellation nor a Carta de Correção is offered.
    expect(acoesDaNota(pendente)).toMatchObject({
      hasDanfe: true,
      hasXml: true,
      podeCancelar: false,
      podeCorrigir: false,
      podeEmitirEmContingencia: false,
    });
    const recusa = '220 - Rejeição: Prazo de Cancelamento superior ao previsto na Legislação';
    expect(textoDoCancelamento({ ...AUTORIZADA, recusa_cancelamento: recusa })).toBe(
      `Cancelamento recusado: ${recusa}`,
    );
    expect(textoDoCancelamento(AUTORIZADA)).toBeNull();
    expect(isAguardandoSefaz(AUTORIZADA)).toBe(false);
  });
});
