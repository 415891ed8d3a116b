import { describe, expect, test } from 'vitest';
import { montarChave } from '../../common/chave.ts';
import { criarClienteSefaz } from './cliente-sefaz.ts';
import { consultarProtocolo } from './consultar-protocolo.ts';
import { consultarStatusServico } from './consultar-status-servico.ts';
import { criarTransporteGravado } from './transporte-gravado.ts';

const ORIGEM = 'https://127.0.0.1:3443';
const certificado = { privateKeyPem: 'nao usado', certificatePem: 'nao usado' };
const retorno = (servico: string, corpo: string) =>
  '<soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope"><soap:Body>' +
  `<nfeResultMsg xmlns="http://www.portalfiscal.inf.br/nfe/wsdl/${servico}">${corpo}</nfeResultMsg></soap:Body></soap:Envelope>`;
const NS = 'xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"';

describe('criarClienteSefaz com origem', () => {
  test('cada pedido vai ao caminho real do autorizador, da SVC ou do AN, na origem dada', async () => {
    const transporte = criarTransporteGravado([
      retorno(
        'NFeStatusServico4',
        `<retConsStatServ ${NS}><tpAmb>1</tpAmb><verAplic>X</verAplic><cStat>107</cStat><xMotivo>Serviço em Operação</xMotivo><cUF>41</cUF><dhRecbto>2026-07-10T09:30:00-03:00</dhRecbto></retConsStatServ>`,
      ),
      retorno(
        'NFeConsultaProtocolo4',
        `<retConsSitNFe ${NS}><tpAmb>1</tpAmb><verAplic>X</verAplic><cStat>217</cStat><xMotivo>Rejeição</xMotivo><cUF>41</cUF><dhRecbto>2026-07-10T09:30:00-03:00</dhRecbto><chNFe>x</chNFe></retConsSitNFe>`,
      ),
    ]);
    const cliente = criarClienteSefaz({ uf: 'PR', tpAmb: '1', certificado, origem: ORIGEM, transporte });
    expect(cliente.origem).toBe(ORIGEM);
    await consultarStatusServico(cliente);
    // Nota emitida na SVC-RS (tpEmis 7): a consulta vai à SVC da UF, no caminho da SVRS.
    const chave = montarChave({
      cUF: '41',
      aamm: '2607',
      cnpj: '06157250000116',
      mod: '55',
      serie: '1',
      nNF: '12',
      tpEmis: '7',
      cNF: '12345678',
    });
    await consultarProtocolo(cliente, chave);
    expect(transporte.pedidos.map((p) => p.url)).toEqual([
      `${ORIGEM}/nfe/NFeStatusServico4`,
      `${ORIGEM}/ws/NfeConsulta/NfeConsulta4.asmx`,
    ]);
  });

  test('uma origem inválida falha ao criar o cliente, não no primeiro envio', () => {
    expect(() =>
      criarClienteSefaz({ uf: 'SP', tpAmb: '2', certificado, origem: 'https://127.0.0.1:3443/ws' }),
    ).toThrow(RangeError);
    expect(() =>
      criarClienteSefaz({ uf: 'SP', tpAmb: '2', certificado, origem: ORIGEM, baseUrl: ORIGEM }),
    ).toThrow('não os dois');
  });
});
