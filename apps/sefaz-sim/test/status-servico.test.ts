import { validarComXsd } from '@erp/fiscal/xml';
import { describe, expect, test } from 'vitest';
import { soap } from './support/cliente.ts';
import { usarSimulador } from './support/simulador.ts';

const consStatServ = (tpAmb = '2') =>
  `<consStatServ xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><tpAmb>${tpAmb}</tpAmb><cUF>43</cUF><xServ>STATUS</xServ></consStatServ>`;

describe('NFeStatusServico4', () => {
  const ambiente = usarSimulador();

  test('107 em operação, em SOAP 1.2 com o retorno em nfeResultMsg e válido pelo schema', async () => {
    const r = await soap(ambiente.sim, ambiente.credencial, 'NFeStatusServico4', consStatServ());
    expect(r.status).toBe(200);
    expect(r.contentType).toBe('application/soap+xml; charset=utf-8');
    expect(r.corpo).toContain(
      '<nfeResultMsg xmlns="http://www.portalfiscal.inf.br/nfe/wsdl/NFeStatusServico4">',
    );
    expect(r.ret.cStat).toBe('107');
    expect(r.ret.xMotivo).toBe('Serviço em Operação');
    expect(r.ret.cUF).toBe('43');
    expect(r.ret.dhRecbto).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-03:00$/);
    expect(validarComXsd(r.retornoXml, 'nfe/PL_010_V1.30/retConsStatServ_v4.00.xsd').erros).toEqual([]);
  });

  test('252 para o ambiente de produção num simulador de homologação', async () => {
    const r = await soap(ambiente.sim, ambiente.credencial, 'NFeStatusServico4', consStatServ('1'));
    expect(r.ret.cStat).toBe('252');
    expect(r.ret.xMotivo).toBe('Rejeição: Ambiente informado diverge do Ambiente de recebimento');
  });

  test('215 com o campo que falhou no schema', async () => {
    const r = await soap(
      ambiente.sim,
      ambiente.credencial,
      'NFeStatusServico4',
      consStatServ().replace('STATUS', 'STATUSX'),
    );
    expect(r.ret.cStat).toBe('215');
    expect(r.ret.xMotivo).toMatch(/^Rejeição: Falha no schema XML \[.*xServ.*\]$/);
  });
});
