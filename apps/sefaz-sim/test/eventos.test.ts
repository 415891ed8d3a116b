import { validarComXsd } from '@erp/fiscal/xml';
import { describe, expect, test } from 'vitest';
import { type Credencial, soap } from './support/cliente.ts';
import {
  detalheCancelamento,
  detalheCartaCorrecao,
  detalheCiencia,
  envEvento,
  enviNFe,
  montarNFe,
  type OpcoesEvento,
} from './support/documentos.ts';
import { CNPJ_A1_TESTE } from './support/fixtures.ts';
import { type Ambiente, usarSimulador } from './support/simulador.ts';

const NS = 'xmlns="http://www.portalfiscal.inf.br/nfe"';
const RET_EVENTO = 'nfe/PL_010_V1.30/retEnvEvento_v1.00.xsd';
const consSitNFe = (chave: string) =>
  `<consSitNFe ${NS} versao="4.00"><tpAmb>2</tpAmb><xServ>CONSULTAR</xServ><chNFe>${chave}</chNFe></consSitNFe>`;

const relogio = { agora: new Date() };

async function autorizada(a: Ambiente, nNF: number, cnpjDestinatario?: string) {
  const nfe = montarNFe(
    { cnpjEmitente: CNPJ_A1_TESTE, nNF, ...(cnpjDestinatario ? { cnpjDestinatario } : {}) },
    a.chave,
  );
  const r = await soap(a.sim, a.credencial, 'NFeAutorizacao4', enviNFe([nfe.xml], '1'));
  expect(r.ret.protNFe.infProt.cStat).toBe('100');
  return { chave: nfe.chave, nProt: r.ret.protNFe.infProt.nProt as string };
}

function enviarEvento(
  a: Ambiente,
  eventos: OpcoesEvento[],
  credencial: Credencial = a.credencial,
  assinante = a.chave,
) {
  return soap(a.sim, credencial, 'NFeRecepcaoEvento4', envEvento(eventos, assinante));
}

describe('NFeRecepcaoEvento4: cancelamento e carta de correção', () => {
  const a = usarSimulador({ now: () => relogio.agora });

  test('cancelamento: 128/135 com protocolo; a consulta passa a 101 com o evento', async () => {
    relogio.agora = new Date();
    const { chave, nProt } = await autorizada(a, 1);
    const r = await enviarEvento(a, [
      { tpEvento: '110111', chNFe: chave, cnpj: CNPJ_A1_TESTE, detalhe: detalheCancelamento(nProt) },
    ]);
    expect(r.ret.cStat).toBe('128');
    expect(r.ret.xMotivo).toBe('Lote de Evento Processado');
    expect(r.ret.cOrgao).toBe('43');
    const ev = r.ret.retEvento.infEvento;
    expect(ev.cStat).toBe('135');
    expect(ev.xMotivo).toBe('Evento registrado e vinculado a NF-e');
    expect(ev.xEvento).toBe('Cancelamento registrado');
    expect(ev.chNFe).toBe(chave);
    expect(ev.CNPJDest).toBe('58716523000119');
    expect(ev.nProt).toMatch(/^143\d{12}$/);
    expect(validarComXsd(r.retornoXml, RET_EVENTO).erros).toEqual([]);

    const consulta = await soap(a.sim, a.credencial, 'NFeConsultaProtocolo4', consSitNFe(chave));
    expect(consulta.ret.cStat).toBe('101');
    expect(consulta.ret.xMotivo).toBe('Cancelamento de NF-e homologado');
    expect(consulta.ret.protNFe.infProt.nProt).toBe(nProt);
    expect(consulta.ret.procEventoNFe.retEvento.infEvento.nProt).toBe(ev.nProt);
    expect(validarComXsd(consulta.retornoXml, 'nfe/PL_010_V1.30/retConsSitNFe_v4.00.xsd').erros).toEqual([]);

    const deNovo = await enviarEvento(a, [
      { tpEvento: '110111', chNFe: chave, cnpj: CNPJ_A1_TESTE, detalhe: detalheCancelamento(nProt) },
    ]);
    expect(deNovo.ret.retEvento.infEvento.cStat).toBe('573');
    expect(deNovo.ret.retEvento.infEvento.xMotivo).toBe('Rejeição: Duplicidade de Evento');
  });

  test('cancelamento com outro protocolo: 222; nota desconhecida: 494', async () => {
    relogio.agora = new Date();
    const { chave } = await autorizada(a, 2);
    const r = await enviarEvento(a, [
      {
        tpEvento: '110111',
        chNFe: chave,
        cnpj: CNPJ_A1_TESTE,
        detalhe: detalheCancelamento('143260000099999'),
      },
    ]);
    expect(r.ret.retEvento.infEvento.cStat).toBe('222');
    expect(r.ret.retEvento.infEvento.xMotivo).toBe(
      'Rejeição: Protocolo de Autorização de Uso difere do cadastrado',
    );

    const { chave: semNota } = montarNFe({ cnpjEmitente: CNPJ_A1_TESTE, nNF: 999 }, a.chave);
    const r2 = await enviarEvento(a, [
      {
        tpEvento: '110111',
        chNFe: semNota,
        cnpj: CNPJ_A1_TESTE,
        detalhe: detalheCancelamento('143260000099999'),
      },
    ]);
    expect(r2.ret.retEvento.infEvento.cStat).toBe('494');
    expect(r2.ret.retEvento.infEvento.xMotivo).toBe('Rejeição: Chave de Acesso inexistente');
  });

  test('cancelamento depois de 24 horas: 220, ou 155 onde a UF homologa fora de prazo', async () => {
    relogio.agora = new Date();
    const { chave, nProt } = await autorizada(a, 3);
    relogio.agora = new Date(Date.now() + 25 * 3_600_000);
    const pedido = {
      tpEvento: '110111',
      chNFe: chave,
      cnpj: CNPJ_A1_TESTE,
      detalhe: detalheCancelamento(nProt),
    };
    const r = await enviarEvento(a, [pedido]);
    expect(r.ret.retEvento.infEvento.cStat).toBe('220');
    expect(r.ret.retEvento.infEvento.xMotivo).toBe(
      'Rejeição: Prazo de Cancelamento superior ao previsto na Legislação',
    );
    a.sim.config.cancelamentoForaDoPrazo = 'homologar';
    const r2 = await enviarEvento(a, [pedido]);
    expect(r2.ret.retEvento.infEvento.cStat).toBe('155');
    expect(r2.ret.retEvento.infEvento.xMotivo).toBe('Cancelamento homologado fora de prazo');
  });

  test('CC-e: 135, a nota continua autorizada (100) com o evento; CC-e em nota cancelada: 580', async () => {
    relogio.agora = new Date();
    const { chave, nProt } = await autorizada(a, 4);
    const cce = {
      tpEvento: '110110',
      chNFe: chave,
      cnpj: CNPJ_A1_TESTE,
      detalhe: detalheCartaCorrecao('Peso bruto correto: 12,5 kg'),
    };
    const r = await enviarEvento(a, [cce]);
    expect(r.ret.retEvento.infEvento.cStat).toBe('135');
    expect(r.ret.retEvento.infEvento.xEvento).toBe('Carta de Correção registrada');
    const consulta = await soap(a.sim, a.credencial, 'NFeConsultaProtocolo4', consSitNFe(chave));
    expect(consulta.ret.cStat).toBe('100');
    expect(consulta.ret.procEventoNFe.evento.infEvento.tpEvento).toBe('110110');

    await enviarEvento(a, [
      { tpEvento: '110111', chNFe: chave, cnpj: CNPJ_A1_TESTE, detalhe: detalheCancelamento(nProt) },
    ]);
    const r2 = await enviarEvento(a, [{ ...cce, nSeqEvento: 2 }]);
    expect(r2.ret.retEvento.infEvento.cStat).toBe('580');
    expect(r2.ret.retEvento.infEvento.xMotivo).toBe('Rejeição: O evento exige uma NF-e autorizada');
  });

  test('evento alterado depois de assinado: 297; detEvento fora do schema: 493; tipo desconhecido: 491', async () => {
    relogio.agora = new Date();
    const { chave, nProt } = await autorizada(a, 5);
    const xml = envEvento(
      [{ tpEvento: '110111', chNFe: chave, cnpj: CNPJ_A1_TESTE, detalhe: detalheCancelamento(nProt) }],
      a.chave,
    ).replace('Pedido cancelado pelo cliente', 'Pedido cancelado pela empresa');
    const r = await soap(a.sim, a.credencial, 'NFeRecepcaoEvento4', xml);
    expect(r.ret.retEvento.infEvento.cStat).toBe('297');
    expect(r.ret.retEvento.infEvento.xMotivo).toBe('Rejeição: Assinatura difere do calculado');

    const semJustificativa = await enviarEvento(a, [
      {
        tpEvento: '110111',
        chNFe: chave,
        cnpj: CNPJ_A1_TESTE,
        detalhe: `<descEvento>Cancelamento</descEvento><nProt>${nProt}</nProt>`,
      },
    ]);
    expect(semJustificativa.ret.retEvento.infEvento.cStat).toBe('493');
    expect(semJustificativa.ret.retEvento.infEvento.xMotivo).toBe(
      'Rejeição: Evento não atende o Schema XML específico [Campo xJust obrigatório ausente em detEvento.]',
    );

    const desconhecido = await enviarEvento(a, [
      { tpEvento: '110112', chNFe: chave, cnpj: CNPJ_A1_TESTE, detalhe: detalheCancelamento(nProt) },
    ]);
    expect(desconhecido.ret.retEvento.infEvento.cStat).toBe('491');
    expect(desconhecido.ret.retEvento.infEvento.xMotivo).toBe('Rejeição: O tpEvento informado inválido');
  });

  test('cancelamento por quem não é o emitente: 574', async () => {
    relogio.agora = new Date();
    const { chave, nProt } = await autorizada(a, 6);
    const outro = a.sim.emitirCertificadoCliente({ cnpj: '11222333000181', razaoSocial: 'OUTRA EMPRESA' });
    const r = await enviarEvento(
      a,
      [{ tpEvento: '110111', chNFe: chave, cnpj: '11222333000181', detalhe: detalheCancelamento(nProt) }],
      { certPem: outro.certPem, keyPem: outro.keyPem },
      { privateKeyPem: outro.keyPem, certificatePem: outro.certPem },
    );
    expect(r.ret.retEvento.infEvento.cStat).toBe('574');
    expect(r.ret.retEvento.infEvento.xMotivo).toBe('Rejeição: O autor do evento diverge do emissor da NF-e');
  });
});

describe('NFeRecepcaoEvento4: manifestação do destinatário (Ambiente Nacional)', () => {
  const a = usarSimulador();

  test('ciência da operação: de quem não é destinatário 575; do destinatário 135 no órgão 91; repetida 573; fora do Ambiente Nacional 657', async () => {
    // Outra empresa emite para nós (06.157.250/0001-16), pelo próprio simulador.
    const fornecedor = a.sim.emitirCertificadoCliente({ cnpj: '11222333000181', razaoSocial: 'FORNECEDOR' });
    const credencialFornecedor = { certPem: fornecedor.certPem, keyPem: fornecedor.keyPem };
    const chaveFornecedor = { privateKeyPem: fornecedor.keyPem, certificatePem: fornecedor.certPem };
    const nfe = montarNFe(
      { cnpjEmitente: '11222333000181', nNF: 1, cnpjDestinatario: CNPJ_A1_TESTE },
      chaveFornecedor,
    );
    const autorizacao = await soap(a.sim, credencialFornecedor, 'NFeAutorizacao4', enviNFe([nfe.xml], '1'));
    expect(autorizacao.ret.protNFe.infProt.cStat).toBe('100');

    const ciencia = {
      tpEvento: '210210',
      chNFe: nfe.chave,
      cnpj: CNPJ_A1_TESTE,
      cOrgao: '91',
      detalhe: detalheCiencia,
    };
    const doFornecedor = await enviarEvento(
      a,
      [{ ...ciencia, cnpj: '11222333000181' }],
      credencialFornecedor,
      chaveFornecedor,
    );
    expect(doFornecedor.ret.retEvento.infEvento.cStat).toBe('575');
    expect(doFornecedor.ret.retEvento.infEvento.xMotivo).toBe(
      'Rejeição: O autor do evento diverge do destinatário da NF-e',
    );
    const r = await enviarEvento(a, [ciencia]);
    expect(r.ret.cOrgao).toBe('91');
    expect(r.ret.retEvento.infEvento.cStat).toBe('135');
    expect(r.ret.retEvento.infEvento.xEvento).toBe('Ciência da Operação registrada');
    expect(r.ret.retEvento.infEvento.nProt).toMatch(/^891\d{12}$/);
    expect(validarComXsd(r.retornoXml, RET_EVENTO).erros).toEqual([]);

    const repetida = await enviarEvento(a, [ciencia]);
    expect(repetida.ret.retEvento.infEvento.cStat).toBe('573');

    const naUf = await enviarEvento(a, [
      {
        ...ciencia,
        tpEvento: '210200',
        cOrgao: '43',
        detalhe: '<descEvento>Confirmacao da Operacao</descEvento>',
      },
    ]);
    expect(naUf.ret.retEvento.infEvento.cStat).toBe('657');
    expect(naUf.ret.retEvento.infEvento.xMotivo).toBe(
      'Rejeição: Código do Órgão diverge do órgão autorizador',
    );
  });

  test('manifestações conclusivas: Desconhecimento 135, depois Ciência 655; retificação com nSeqEvento 2 135, 3 594; Desconhecimento de nota cancelada 651', async () => {
    const fornecedor = a.sim.emitirCertificadoCliente({ cnpj: '11222333000181', razaoSocial: 'FORNECEDOR' });
    const credencialFornecedor = { certPem: fornecedor.certPem, keyPem: fornecedor.keyPem };
    const chaveFornecedor = { privateKeyPem: fornecedor.keyPem, certificatePem: fornecedor.certPem };
    const emitir = async (nNF: number) => {
      const nfe = montarNFe(
        { cnpjEmitente: '11222333000181', nNF, cnpjDestinatario: CNPJ_A1_TESTE },
        chaveFornecedor,
      );
      const r = await soap(a.sim, credencialFornecedor, 'NFeAutorizacao4', enviNFe([nfe.xml], '1'));
      expect(r.ret.protNFe.infProt.cStat).toBe('100');
      return { chave: nfe.chave, nProt: r.ret.protNFe.infProt.nProt as string };
    };
    const manifestar = (chNFe: string, tpEvento: string, detalhe: string, nSeqEvento = 1) =>
      enviarEvento(a, [{ tpEvento, chNFe, cnpj: CNPJ_A1_TESTE, cOrgao: '91', nSeqEvento, detalhe }]).then(
        (r) => r.ret.retEvento.infEvento as { cStat: string; xMotivo: string },
      );
    const desconhecimento = '<descEvento>Desconhecimento da Operacao</descEvento>';
    const naoRealizada =
      '<descEvento>Operacao nao Realizada</descEvento><xJust>Mercadoria recusada na portaria</xJust>';

    const nota = await emitir(2);
    expect((await manifestar(nota.chave, '210220', desconhecimento)).cStat).toBe('135');
    expect(await manifestar(nota.chave, '210210', detalheCiencia)).toEqual(
      expect.objectContaining({
        cStat: '655',
        xMotivo:
          'Rejeição: Evento de Ciência da Operação informado após a manifestação final do destinatário',
      }),
    );
    expect((await manifestar(nota.chave, '210220', desconhecimento)).cStat).toBe('573');
    // The last conclusive word counts: another conclusive event, and the same one again with nSeqEvento 2.
    expect((await manifestar(nota.chave, '210240', naoRealizada)).cStat).toBe('135');
    expect((await manifestar(nota.chave, '210220', desconhecimento, 2)).cStat).toBe('135');
    expect((await manifestar(nota.chave, '210220', desconhecimento, 3)).cStat).toBe('594');

    const cancelada = await emitir(3);
    const cancelamento = await enviarEvento(
      a,
      [
        {
          tpEvento: '110111',
          chNFe: cancelada.chave,
          cnpj: '11222333000181',
          detalhe: detalheCancelamento(cancelada.nProt),
        },
      ],
      credencialFornecedor,
      chaveFornecedor,
    );
    expect(cancelamento.ret.retEvento.infEvento.cStat).toBe('135');
    expect((await manifestar(cancelada.chave, '210220', desconhecimento)).cStat).toBe('651');
    expect((await manifestar(cancelada.chave, '210240', naoRealizada)).cStat).toBe('135');
  });
});
