import { cUFDaSigla, UFS } from '@erp/fiscal/documentos';
import { AUTORIZADOR_DA_UF, svcDaUF, urlDoServico } from '@erp/fiscal/sefaz';
import { describe, expect, test } from 'vitest';
import { soap } from './support/cliente.ts';
import { enviNFe, montarNFe } from './support/documentos.ts';
import { CNPJ_A1_TESTE } from './support/fixtures.ts';
import { usarSimulador } from './support/simulador.ts';

const NS = 'xmlns="http://www.portalfiscal.inf.br/nfe"';
const consStatServ = (tpAmb: string, cUF: string) =>
  `<consStatServ ${NS} versao="4.00"><tpAmb>${tpAmb}</tpAmb><cUF>${cUF}</cUF><xServ>STATUS</xServ></consStatServ>`;

/** O caminho da URL real depois de trocada a origem pela do simulador (SEFAZ_ENDPOINT_BASE). */
function caminhoNoSimulador(url: string, origem: string): string {
  expect(url.startsWith(`${origem}/`)).toBe(true);
  return url.slice(origem.length);
}

describe('a tabela real de endereços com a origem do simulador', () => {
  const a = usarSimulador();

  test.each(['1', '2'] as const)(
    'tpAmb %s: NFeStatusServico4 de toda UF chega ao seu autorizador, e o da SVC da UF à SVC',
    async (tpAmb) => {
      a.sim.config.tpAmb = tpAmb;
      for (const { sigla } of UFS) {
        const cUF = cUFDaSigla(sigla);
        for (const contingencia of [undefined, svcDaUF(sigla)]) {
          const url = urlDoServico({
            servico: 'NFeStatusServico4',
            tpAmb,
            orgao: sigla,
            origem: a.sim.url,
            ...(contingencia ? { contingencia } : {}),
          });
          const caminho = caminhoNoSimulador(url, a.sim.url);
          const r = await soap(a.sim, a.credencial, 'NFeStatusServico4', consStatServ(tpAmb, cUF), caminho);
          expect(r.ret.cStat, `${sigla} ${caminho}`).toBe('107');
          expect(r.ret.tpAmb).toBe(tpAmb);
          expect(r.ret.cUF).toBe(cUF);
          expect(r.autorizador, `${sigla} ${caminho}`).toBe(contingencia ?? AUTORIZADOR_DA_UF[sigla]);
        }
      }
    },
  );

  test('autorização num caminho Java sem .asmx (MG, /nfe2/services/NFeAutorizacao4): 100', async () => {
    const url = urlDoServico({ servico: 'NFeAutorizacao4', tpAmb: '2', orgao: 'MG', origem: a.sim.url });
    const caminho = caminhoNoSimulador(url, a.sim.url);
    expect(caminho).toBe('/nfe2/services/NFeAutorizacao4');
    const nfe = montarNFe({ cnpjEmitente: CNPJ_A1_TESTE, nNF: 31, cUF: '31' }, a.chave);
    const r = await soap(a.sim, a.credencial, 'NFeAutorizacao4', enviNFe([nfe.xml], '1'), caminho);
    expect(r.autorizador).toBe('MG');
    expect(r.ret.protNFe.infProt.cStat).toBe('100');
    expect(r.ret.protNFe.infProt.chNFe).toBe(nfe.chave);
  });

  test('NFeDistribuicaoDFe no caminho do Ambiente Nacional, nos dois ambientes', async () => {
    for (const tpAmb of ['1', '2'] as const) {
      a.sim.config.tpAmb = tpAmb;
      const url = urlDoServico({ servico: 'NFeDistribuicaoDFe', tpAmb, orgao: 'AN', origem: a.sim.url });
      const caminho = caminhoNoSimulador(url, a.sim.url);
      const distDFeInt = `<distDFeInt ${NS} versao="1.01"><tpAmb>${tpAmb}</tpAmb><CNPJ>${CNPJ_A1_TESTE}</CNPJ><distNSU><ultNSU>000000000000000</ultNSU></distNSU></distDFeInt>`;
      const r = await soap(a.sim, a.credencial, 'NFeDistribuicaoDFe', distDFeInt, caminho);
      expect(r.autorizador).toBe('AN');
      expect(r.ret.cStat).toBe('137');
    }
  });

  test('um caminho de outro serviço com a área de dados de um serviço é recusado (SOAP Fault)', async () => {
    const caminho = caminhoNoSimulador(
      urlDoServico({ servico: 'NFeConsultaProtocolo4', tpAmb: '2', orgao: 'AM', origem: a.sim.url }),
      a.sim.url,
    );
    const r = await soap(a.sim, a.credencial, 'NFeStatusServico4', consStatServ('2', '13'), caminho);
    expect(r.status).toBe(400);
    expect(r.corpo).toContain(
      'este endereço atende http://www.portalfiscal.inf.br/nfe/wsdl/NFeConsultaProtocolo4',
    );
  });
});
