import type { TNfseListaItem } from '@erp/contracts/nfse';
import { describe, expect, it } from 'vitest';
import {
  acoesDaNfse,
  caminhoDaApi,
  isAguardandoSefin,
  motivoDaSituacao,
  nomeDoArquivo,
  numeroDaNfse,
  serieENumeroDps,
} from './nfse-listada';

const CHAVE = '35016082206157250000116000000000000126110000000012';

const AUTORIZADA: TNfseListaItem = {
  id: 12,
  id_cliente: 3,
  nome_razao_social: 'Embalagens Paulista Ltda',
  numero_nfse: '7',
  serie_dps: 1,
  numero_dps: 42,
  chave_acesso: CHAVE,
  valor_servico: '300.00',
  valor_liquido: '280.50',
  data_competencia: '2026-11-22',
  created_at: '2026-11-22T13:00:00.000Z',
  status: 'Autorizada',
  c_stat: '100',
  mensagem: null,
  recusa_cancelamento: null,
  caminho_pdf: '/api/nfse/12/danfse',
  caminho_xml: '/api/nfse/12/xml',
  cancelavel: true,
  ambiente: 'simulacao',
  efeitos_estornados_em: null,
};
const REJEITADA: TNfseListaItem = {
  ...AUTORIZADA,
  numero_nfse: null,
  chave_acesso: null,
  status: 'Rejeitada',
  c_stat: 'E0160',
  mensagem: 'No mês de competência da NFS-e, a opção de situação perante o Simples Nacional ...',
  caminho_pdf: null,
  caminho_xml: null,
  cancelavel: false,
};

describe('numbers', () => {
  it('shows the NFS-e number, or N/A before the Sefin gives one, and the DPS as série / número', () => {
    expect(numeroDaNfse(AUTORIZADA)).toBe('7');
    expect(numeroDaNfse(REJEITADA)).toBe('N/A');
    expect(serieENumeroDps(AUTORIZADA)).toBe('1 / 42');
  });
});

describe('motivoDaSituacao', () => {
  it("gives a rejection's national code and message", () => {
    expect(motivoDaSituacao(REJEITADA)).toBe(
      'Rejeitada: E0160 - No mês de competência da NFS-e, a opção de situação perante o Simples Nacional ...',
    );
    expect(motivoDaSituacao({ status: 'Rejeitada', c_stat: null, mensagem: null })).toBe(
      'Rejeitada pela Sefin Nacional.',
    );
  });

  it('tells why a DPS is still waiting, and says nothing of an authorised note', () => {
    expect(
      motivoDaSituacao({ status: 'Processando', c_stat: null, mensagem: 'Falha no envio: timeout' }),
    ).toBe('Falha no envio: timeout');
    expect(motivoDaSituacao(AUTORIZADA)).toBeNull();
  });

  it('says a pending cancellation settles by itself, and why the Sefin refused the last one asked', () => {
    const pendente = { ...AUTORIZADA, status: 'Cancelamento pendente' as const, cancelavel: false };
    expect(motivoDaSituacao(pendente)).toBe(
      'A Sefin Nacional ainda não respondeu; a situação será atualizada automaticamente.',
    );
    expect(isAguardandoSefin(pendente)).toBe(true);
    expect(acoesDaNfse(pendente)).toEqual({ hasDanfse: true, hasXml: true, podeCancelar: false });
    const recusa = 'SIM_EVT_AMBIENTE - Ambiente informado diverge do ambiente de recebimento.';
    expect(motivoDaSituacao({ ...AUTORIZADA, recusa_cancelamento: recusa })).toBe(
      `Cancelamento recusado: ${recusa}`,
    );
  });
});

describe('acoesDaNfse', () => {
  it('offers DANFSe, XML and cancellation on an authorised note the server still lets cancel', () => {
    expect(acoesDaNfse(AUTORIZADA)).toEqual({ hasDanfse: true, hasXml: true, podeCancelar: true });
    expect(acoesDaNfse({ ...AUTORIZADA, cancelavel: false }).podeCancelar).toBe(false);
  });

  it('keeps the files of a cancelled note and offers nothing on a rejected or pending DPS', () => {
    expect(acoesDaNfse({ ...AUTORIZADA, status: 'Cancelada', cancelavel: false })).toEqual({
      hasDanfse: true,
      hasXml: true,
      podeCancelar: false,
    });
    expect(acoesDaNfse(REJEITADA)).toEqual({ hasDanfse: false, hasXml: false, podeCancelar: false });
    expect(acoesDaNfse({ ...AUTORIZADA, status: 'Processando' })).toEqual({
      hasDanfse: false,
      hasXml: false,
      podeCancelar: false,
    });
  });
});

describe('files', () => {
  it("drops the '/api' the client adds itself", () => {
    expect(caminhoDaApi('/api/nfse/12/danfse')).toBe('/nfse/12/danfse');
    expect(caminhoDaApi('http://127.0.0.1:3333/api/nfse/12/xml')).toBe('/nfse/12/xml');
  });

  it('names the files after the access key', () => {
    expect(nomeDoArquivo(AUTORIZADA, 'danfse')).toBe(`${CHAVE}-danfse.pdf`);
    expect(nomeDoArquivo(AUTORIZADA, 'xml')).toBe(`${CHAVE}-nfse.xml`);
    expect(nomeDoArquivo(REJEITADA, 'xml')).toBe('nfse-12-nfse.xml');
  });
});
