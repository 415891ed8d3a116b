import { cUFDaSigla, type SiglaUF } from '@erp/fiscal/documentos';
import type { ServicoSefaz, Svc } from '@erp/fiscal/sefaz';
import { urlDoServico } from '@erp/fiscal/sefaz';
import { describe, expect, test } from 'vitest';
import { controle, soap } from './support/cliente.ts';
import { enviNFe, montarNFe, type OpcoesNFe } from './support/documentos.ts';
import { CNPJ_A1_TESTE } from './support/fixtures.ts';
import { usarSimulador } from './support/simulador.ts';

const NS = 'xmlns="http://www.portalfiscal.inf.br/nfe"';
const consStatServ = (cUF: string) =>
  `<consStatServ ${NS} versao="4.00"><tpAmb>2</tpAmb><cUF>${cUF}</cUF><xServ>STATUS</xServ></consStatServ>`;
const consSitNFe = (chave: string) =>
  `<consSitNFe ${NS} versao="4.00"><tpAmb>2</tpAmb><xServ>CONSULTAR</xServ><chNFe>${chave}</chNFe></consSitNFe>`;
const ENTRADA = {
  dhCont: new Date(Date.now() - 10 * 60_000),
  xJust: 'SEFAZ de origem sem resposta desde as 9h',
};

describe('contingência SVC: o autorizador da UF fora, a SVC no ar', () => {
  const a = usarSimulador();

  /** Chama o serviço no caminho real (da UF, ou da SVC) com a origem do simulador, como SEFAZ_ENDPOINT_BASE. */
  function chamar(uf: SiglaUF, servico: ServicoSefaz, dados: string, contingencia?: Svc) {
    const url = urlDoServico({
      servico,
      tpAmb: '2',
      orgao: uf,
      origem: a.sim.url,
      ...(contingencia ? { contingencia } : {}),
    });
    return soap(a.sim, a.credencial, servico, dados, url.slice(a.sim.url.length));
  }
  const nota = (uf: SiglaUF, nNF: number, extras: Partial<OpcoesNFe> = {}) =>
    montarNFe({ cnpjEmitente: CNPJ_A1_TESTE, nNF, cUF: cUFDaSigla(uf), ...extras }, a.chave);
  const autorizar = (uf: SiglaUF, xml: string, contingencia?: Svc) =>
    chamar(uf, 'NFeAutorizacao4', enviNFe([xml], '1'), contingencia);
  const protocolo = (r: Awaited<ReturnType<typeof autorizar>>) => r.ret.protNFe?.infProt ?? r.ret;

  test('SP: 108 no autorizador, SVC-AN autoriza a nota tpEmis 6, e a consulta acha na SVC e, de volta, em SP', async () => {
    await controle(a.sim, a.credencial, 'PUT', 'falhas/*', {
      tipo: 'paralisado',
      cStat: '108',
      autorizador: 'normal',
    });
    expect((await chamar('SP', 'NFeStatusServico4', consStatServ('35'))).ret.cStat).toBe('108');
    const statusSvc = await chamar('SP', 'NFeStatusServico4', consStatServ('35'), 'SVC-AN');
    expect([statusSvc.autorizador, statusSvc.ret.cStat]).toEqual(['SVC-AN', '107']);
    expect((await autorizar('SP', nota('SP', 1).xml)).ret.cStat).toBe('108');

    const emContingencia = nota('SP', 1, { tpEmis: '6', contingencia: ENTRADA });
    const r = await autorizar('SP', emContingencia.xml, 'SVC-AN');
    expect(r.autorizador).toBe('SVC-AN');
    expect(protocolo(r)).toMatchObject({ cStat: '100', chNFe: emContingencia.chave });
    expect(emContingencia.chave.slice(34, 35)).toBe('6');
    const naSvc = await chamar('SP', 'NFeConsultaProtocolo4', consSitNFe(emContingencia.chave), 'SVC-AN');
    expect(naSvc.ret.cStat).toBe('100');
    expect((await chamar('SP', 'NFeConsultaProtocolo4', consSitNFe(emContingencia.chave))).ret.cStat).toBe(
      '108',
    );

    await controle(a.sim, a.credencial, 'DELETE', 'falhas');
    const deVolta = await chamar('SP', 'NFeConsultaProtocolo4', consSitNFe(emContingencia.chave));
    expect([deVolta.autorizador, deVolta.ret.cStat]).toEqual(['SP', '100']);
    expect(deVolta.ret.protNFe.infProt.nProt).toBe(protocolo(r).nProt);
  });

  test('PR: a SVC-RS, com os caminhos da SVRS, autoriza a nota tpEmis 7 e só consulta as suas', async () => {
    a.sim.faults.definir('NFeAutorizacao4', { tipo: 'foraDoAr', autorizador: 'PR' });
    const emContingencia = nota('PR', 2, { tpEmis: '7', contingencia: ENTRADA });
    const r = await autorizar('PR', emContingencia.xml, 'SVC-RS');
    expect(r.autorizador).toBe('SVC-RS');
    expect(protocolo(r).cStat).toBe('100');
    a.sim.faults.remover();
    expect((await chamar('PR', 'NFeConsultaProtocolo4', consSitNFe(emContingencia.chave))).ret.cStat).toBe(
      '100',
    );

    const normal = nota('PR', 3);
    expect(protocolo(await autorizar('PR', normal.xml)).cStat).toBe('100');
    const naSvc = await chamar('PR', 'NFeConsultaProtocolo4', consSitNFe(normal.chave), 'SVC-RS');
    expect([naSvc.autorizador, naSvc.ret.cStat]).toEqual(['SVC-RS', '217']);
  });

  test('tpEmis e entrada em contingência: 713, 114, 570, 557, 556 e 558', async () => {
    const casos: [string, Promise<Awaited<ReturnType<typeof autorizar>>>][] = [
      ['713', autorizar('SP', nota('SP', 10).xml, 'SVC-AN')],
      ['114', autorizar('SP', nota('SP', 11, { tpEmis: '7', contingencia: ENTRADA }).xml, 'SVC-RS')],
      ['570', autorizar('SP', nota('SP', 12, { tpEmis: '6', contingencia: ENTRADA }).xml)],
      ['557', autorizar('SP', nota('SP', 13, { tpEmis: '6' }).xml, 'SVC-AN')],
      ['556', autorizar('SP', nota('SP', 14, { contingencia: ENTRADA }).xml)],
      [
        '558',
        autorizar(
          'SP',
          nota('SP', 15, {
            tpEmis: '6',
            contingencia: { ...ENTRADA, dhCont: new Date(Date.now() + 3_600_000) },
          }).xml,
          'SVC-AN',
        ),
      ],
    ];
    const motivos = new Map<string, string>();
    for (const [cStat, pedido] of casos) {
      const infProt = protocolo(await pedido);
      expect(infProt.cStat, infProt.xMotivo).toBe(cStat);
      motivos.set(cStat, infProt.xMotivo);
    }
    expect(motivos.get('114')).toBe('Rejeição: SVC-RS desabilitada pela SEFAZ de Origem');
    expect(motivos.get('713')).toBe(
      'Rejeição: Tipo de Emissão diferente de 6 ou 7 para contingência da SVC acessada',
    );
    expect(Object.keys(a.sim.state.dados.notas)).toEqual([]);
  });
});
