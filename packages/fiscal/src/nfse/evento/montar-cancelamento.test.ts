import { describe, expect, it } from 'vitest';
import { lerFixture, lerFixtureTexto } from '../../../test/support/fixtures.ts';
import { readPfx } from '../../cert/read-pfx.ts';
import { verificarAssinatura } from '../../common/sign-xml.ts';
import { validarXml } from '../../nfe/validate.ts';
import { assinarPedRegEvento } from '../sign.ts';
import { montarCancelamento } from './montar-cancelamento.ts';

const entrada = {
  tpAmb: '2',
  verAplic: 'ERP-0.1',
  dhEvento: '2026-07-15T10:00:00-03:00',
  CNPJAutor: '31305199000190',
  chNFSe: '15054862231305199000190000000000000225121645026250',
  cMotivo: '1',
  xMotivo: 'Erro na emissao: valor do servico digitado errado',
} as const;

describe('montarCancelamento', () => {
  it('gera o pedido e101101 igual ao da fixture, com o Id PRE + chave + tipo + número', () => {
    const { xml, id } = montarCancelamento(entrada);
    expect(id).toBe('PRE15054862231305199000190000000000000225121645026250101101001');
    expect(xml).toBe(lerFixtureTexto('nfse/pedRegEvento_cancelamento.xml').trimEnd());
  });

  it('assinado, valida no schema pedRegEvento_v1.01 e a assinatura confere', () => {
    const certificado = readPfx(
      lerFixture('certs/cert_cnpj_06157250000116_senha_minhasenha.pfx'),
      'minhasenha',
    );
    const assinado = assinarPedRegEvento(
      montarCancelamento({ ...entrada, CNPJAutor: '06157250000116' }).xml,
      certificado,
    );
    expect(validarXml(assinado, 'pedRegEvento')).toEqual({ valido: true, erros: [] });
    expect(verificarAssinatura(assinado, { perfilSefaz: true }).valida).toBe(true);
  });

  it('recusa chave, autor, justificativa curta e data fora do formato', () => {
    expect(() => montarCancelamento({ ...entrada, chNFSe: '123' })).toThrow(/Chave de acesso/);
    expect(() => montarCancelamento({ ...entrada, CNPJAutor: '31305199000191' })).toThrow(/CNPJ do autor/);
    expect(() => montarCancelamento({ ...entrada, xMotivo: 'curta demais' })).toThrow(/15 a 255/);
    expect(() => montarCancelamento({ ...entrada, dhEvento: '2026-07-15 10:00' })).toThrow(/Data e hora/);
  });
});
