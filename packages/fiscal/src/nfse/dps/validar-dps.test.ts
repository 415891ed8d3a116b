import { describe, expect, it } from 'vitest';
import { entradaDps } from '../../../test/support/entrada-dps.ts';
import { lerFixture, lerFixtureTexto } from '../../../test/support/fixtures.ts';
import { readPfx } from '../../cert/read-pfx.ts';
import { assinarDPS } from '../sign.ts';
import { montarDps } from './montar-dps.ts';
import { validarDps } from './validar-dps.ts';

const { xml } = montarDps(entradaDps());

describe('validarDps', () => {
  it('aceita a amostra oficial da versão 1.01', () => {
    expect(validarDps(lerFixtureTexto('nfse/ExemploPisZeradoCofinsSobreFaturamentoPreenchido.xml'))).toEqual({
      valido: true,
      erros: [],
    });
  });

  it('erros de schema nomeiam o campo', () => {
    const resultado = validarDps(xml.replace(/<cNBS>[0-9]+<\/cNBS>/, ''));
    expect(resultado.valido).toBe(false);
    expect(resultado.erros.map((e) => e.campo)).toEqual(['cNBS']);
  });

  it('regras de negócio com o código da Sefin: Id que não confere, nome e endereço do prestador emitente', () => {
    const alterada = xml
      .replace('<nDPS>123</nDPS>', '<nDPS>124</nDPS>')
      .replace('<IM>12345678</IM>', '<IM>12345678</IM><xNome>PRESTADOR</xNome>');
    const resultado = validarDps(alterada);
    expect(resultado.erros.map((e) => e.codigo)).toEqual(['E0004', 'E0121']);
    expect(resultado.erros[0]?.mensagem).toBe(
      'Conteúdo do identificador informado na DPS difere da concatenação dos campos correspondentes.',
    );
  });

  it('retenção sem endereço do tomador, DV do tomador e retenção federal maior que o serviço', () => {
    const alterada = xml
      .replace('<tpRetISSQN>1</tpRetISSQN>', '<tpRetISSQN>2</tpRetISSQN>')
      .replace(/<end>.*<\/end>/, '')
      .replace('11222333000181', '11222333000182')
      .replace('<totTrib>', '<tribFed><vRetCSLL>1000.00</vRetCSLL></tribFed><totTrib>');
    expect(validarDps(alterada).erros.map((e) => e.codigo)).toEqual(['E0188', 'E0237', 'E0701']);
  });

  it('com a assinatura exigida, uma DPS alterada depois de assinada é recusada', () => {
    const certificado = readPfx(
      lerFixture('certs/cert_cnpj_06157250000116_senha_minhasenha.pfx'),
      'minhasenha',
    );
    const assinada = assinarDPS(xml, certificado);
    expect(validarDps(assinada, { exigirAssinatura: true }).valido).toBe(true);
    const alterada = assinada.replace('<vServ>1000.00</vServ>', '<vServ>10.00</vServ>');
    const resultado = validarDps(alterada, { exigirAssinatura: true });
    expect(resultado.erros.map((e) => e.campo)).toEqual(['Signature']);
    expect(resultado.erros[0]?.mensagem).toMatch(/alterado depois da assinatura/);
  });

  it('XML malformado ou com DOCTYPE não chega ao schema', () => {
    expect(validarDps('<DPS>').valido).toBe(false);
    expect(validarDps('<!DOCTYPE x [<!ENTITY a "b">]><DPS/>').erros[0]?.mensagem).toMatch(/DOCTYPE/);
  });
});
