import { describe, expect, test } from 'vitest';
import { lerFixtureTexto } from '../../../test/support/fixtures.ts';
import { criarClienteSefaz } from './cliente-sefaz.ts';
import { consultarEmissao, emitirComConsulta } from './emitir-com-consulta.ts';
import { SefazTransporteError } from './sefaz-transporte-error.ts';
import { criarTransporteGravado, type RespostaGravada } from './transporte-gravado.ts';

/** A amostra oficial assinada (RS, homologação). */
const NFE = lerFixtureTexto('nfe/nfe_layout4_compacto.xml');
const CHAVE = '43180906929383000163550010000000261000010301';
const DIGEST = 'Hwr3X8T6PR7EUzdSHZYeHpn14e4=';

function envelope(servico: string, retorno: string): string {
  return (
    '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope">' +
    `<soap:Body><nfeResultMsg xmlns="http://www.portalfiscal.inf.br/nfe/wsdl/${servico}">${retorno}</nfeResultMsg>` +
    '</soap:Body></soap:Envelope>'
  );
}

const NS = 'xmlns="http://www.portalfiscal.inf.br/nfe"';
const cabecalho = (cStat: string, xMotivo: string) =>
  `<tpAmb>2</tpAmb><verAplic>RS4.0</verAplic><cStat>${cStat}</cStat><xMotivo>${xMotivo}</xMotivo><cUF>43</cUF>`;

function protNFe(cStat: string, xMotivo: string, digVal = DIGEST): string {
  const nProt = cStat === '100' || cStat === '302' ? '<nProt>143180006932433</nProt>' : '';
  return (
    `<protNFe versao="4.00"><infProt><tpAmb>2</tpAmb><verAplic>RS4.0</verAplic><chNFe>${CHAVE}</chNFe>` +
    `<dhRecbto>2018-09-25T16:21:05-03:00</dhRecbto>${nProt}<digVal>${digVal}</digVal>` +
    `<cStat>${cStat}</cStat><xMotivo>${xMotivo}</xMotivo></infProt></protNFe>`
  );
}

const lote = (cStat: string, xMotivo: string, resto = '') =>
  envelope(
    'NFeAutorizacao4',
    `<retEnviNFe ${NS} versao="4.00">${cabecalho(cStat, xMotivo)}<dhRecbto>2018-09-25T16:21:05-03:00</dhRecbto>${resto}</retEnviNFe>`,
  );
const recibo = (tMed: string) =>
  lote(
    '103',
    'Lote recebido com sucesso',
    `<infRec><nRec>431000000000001</nRec><tMed>${tMed}</tMed></infRec>`,
  );
const consultaRecibo = (cStat: string, xMotivo: string, resto = '') =>
  envelope(
    'NFeRetAutorizacao4',
    `<retConsReciNFe ${NS} versao="4.00"><tpAmb>2</tpAmb><verAplic>RS4.0</verAplic><nRec>431000000000001</nRec>` +
      `<cStat>${cStat}</cStat><xMotivo>${xMotivo}</xMotivo><cUF>43</cUF><dhRecbto>2018-09-25T16:21:05-03:00</dhRecbto>${resto}</retConsReciNFe>`,
  );
const consultaChave = (cStat: string, xMotivo: string, resto = '') =>
  envelope(
    'NFeConsultaProtocolo4',
    `<retConsSitNFe ${NS} versao="4.00">${cabecalho(cStat, xMotivo)}<dhRecbto>2018-09-25T16:30:00-03:00</dhRecbto>` +
      `<chNFe>${CHAVE}</chNFe>${resto}</retConsSitNFe>`,
  );

function cliente(respostas: RespostaGravada[]) {
  const transporte = criarTransporteGravado(respostas);
  return {
    transporte,
    cliente: criarClienteSefaz({
      uf: 'RS',
      tpAmb: '2',
      certificado: { privateKeyPem: 'nao usado', certificatePem: 'nao usado' },
      transporte,
    }),
  };
}

const semEspera = async () => {};

describe('emitirComConsulta (transporte gravado)', () => {
  test('104 com protocolo 100: autorizada, num único envio ao endereço da SEFAZ-RS', async () => {
    const { cliente: c, transporte } = cliente([
      lote('104', 'Lote processado', protNFe('100', 'Autorizado o uso da NF-e')),
    ]);
    const resultado = await emitirComConsulta(c, NFE, { idLote: '9' });
    expect(resultado.situacao).toBe('autorizada');
    expect(transporte.pedidos).toHaveLength(1);
    const [pedido] = transporte.pedidos;
    expect(pedido?.url).toBe(
      'https://nfe-homologacao.sefazrs.rs.gov.br/ws/NfeAutorizacao/NFeAutorizacao4.asmx',
    );
    expect(pedido?.acao).toBe('http://www.portalfiscal.inf.br/nfe/wsdl/NFeAutorizacao4/nfeAutorizacaoLote');
    expect(pedido?.envelope).toContain(
      `<enviNFe ${NS} versao="4.00"><idLote>9</idLote><indSinc>1</indSinc><NFe `,
    );
  });

  test('204: consulta pela chave e anexa o protocolo encontrado, sem reenviar', async () => {
    const { cliente: c, transporte } = cliente([
      lote('104', 'Lote processado', protNFe('204', 'Rejeição: Duplicidade de NF-e')),
      consultaChave('100', 'Autorizado o uso da NF-e', protNFe('100', 'Autorizado o uso da NF-e')),
    ]);
    const resultado = await emitirComConsulta(c, NFE);
    expect(resultado).toMatchObject({ situacao: 'autorizada', viaConsulta: true });
    if (resultado.situacao === 'autorizada')
      expect(resultado.nfeProc).toContain('<nProt>143180006932433</nProt>');
    expect(transporte.pedidos.map((p) => p.servico)).toEqual(['NFeAutorizacao4', 'NFeConsultaProtocolo4']);
    expect(transporte.pedidos[1]?.envelope).toContain(`<chNFe>${CHAVE}</chNFe>`);
  });

  test('204 e a consulta com 100 de outro XML (digVal diferente): divergente, o protocolo não é anexado', async () => {
    const { cliente: c } = cliente([
      lote('104', 'Lote processado', protNFe('204', 'Rejeição: Duplicidade de NF-e')),
      consultaChave(
        '100',
        'Autorizado',
        protNFe('100', 'Autorizado o uso da NF-e', 'outroDigestAAAAAAAAAAAAAAAA='),
      ),
    ]);
    const resultado = await emitirComConsulta(c, NFE);
    expect(resultado.situacao).toBe('divergente');
    if (resultado.situacao === 'divergente') {
      expect(resultado.protNFe.nProt).toBe('143180006932433');
      expect(resultado.motivo).toContain('outro XML');
      expect(resultado.motivo).toContain('DistDFe');
    }
  });

  test('resposta direta com 100 de outro XML: o mesmo fim da consulta (divergente), nunca uma exceção', async () => {
    const { cliente: c } = cliente([
      lote(
        '104',
        'Lote processado',
        protNFe('100', 'Autorizado o uso da NF-e', 'outroDigestAAAAAAAAAAAAAAAA='),
      ),
    ]);
    expect(await emitirComConsulta(c, NFE)).toMatchObject({
      situacao: 'divergente',
      protNFe: { cStat: '100', nProt: '143180006932433' },
    });
  });

  test('205 (denegada na base) consulta a chave e conclui a denegação com o protocolo dela', async () => {
    const { cliente: c, transporte } = cliente([
      lote(
        '104',
        'Lote processado',
        protNFe('205', 'Rejeição: NF-e está denegada na base de dados da SEFAZ'),
      ),
      consultaChave(
        '302',
        'Uso Denegado: Irregularidade fiscal do destinatário',
        protNFe('302', 'Uso Denegado: Irregularidade fiscal do destinatário'),
      ),
    ]);
    const resultado = await emitirComConsulta(c, NFE);
    expect(resultado.situacao).toBe('denegada');
    if (resultado.situacao === 'denegada') expect(resultado.nfeProc).toContain('<cStat>302</cStat>');
    expect(transporte.pedidos.map((p) => p.servico)).toEqual(['NFeAutorizacao4', 'NFeConsultaProtocolo4']);
  });

  test('205 sem a consulta responder: pendente, nunca rejeitada (a nota não volta a rascunho)', async () => {
    const { cliente: c } = cliente([
      lote(
        '104',
        'Lote processado',
        protNFe('205', 'Rejeição: NF-e está denegada na base de dados da SEFAZ'),
      ),
      consultaChave('108', 'Serviço Paralisado Momentaneamente'),
    ]);
    expect(await emitirComConsulta(c, NFE)).toMatchObject({ situacao: 'pendente', podeEstarNaSefaz: true });
  });

  test('denegada (302): resultado próprio, com o nfeProc', async () => {
    const { cliente: c } = cliente([
      lote('104', 'Lote processado', protNFe('302', 'Uso Denegado: Irregularidade fiscal do destinatário')),
    ]);
    const resultado = await emitirComConsulta(c, NFE);
    expect(resultado.situacao).toBe('denegada');
    if (resultado.situacao === 'denegada') expect(resultado.nfeProc).toContain('<cStat>302</cStat>');
  });

  test('rejeição da nota (539) e rejeição do lote (225) são resultados', async () => {
    const nota = cliente([
      lote(
        '104',
        'Lote processado',
        protNFe('539', 'Rejeição: Duplicidade de NF-e com diferença na Chave de Acesso'),
      ),
    ]);
    expect(await emitirComConsulta(nota.cliente, NFE)).toEqual({
      situacao: 'rejeitada',
      cStat: '539',
      xMotivo: 'Rejeição: Duplicidade de NF-e com diferença na Chave de Acesso',
    });
    const schema = cliente([lote('225', 'Rejeição: Falha no Schema XML do lote de NFe')]);
    expect(await emitirComConsulta(schema.cliente, NFE)).toEqual({
      situacao: 'rejeitada',
      cStat: '225',
      xMotivo: 'Rejeição: Falha no Schema XML do lote de NFe',
    });
  });

  test('serviço paralisado (108): pendente, sem julgar a nota', async () => {
    const { cliente: c } = cliente([lote('108', 'Serviço Paralisado Momentaneamente (curto prazo)')]);
    expect(await emitirComConsulta(c, NFE)).toEqual({
      situacao: 'pendente',
      motivo: 'Serviço Paralisado Momentaneamente (curto prazo)',
      podeEstarNaSefaz: false,
      cStat: '108',
    });
  });

  test('103: acompanha o recibo esperando tMed e dobrando a cada 105 até o 104', async () => {
    const esperas: number[] = [];
    const { cliente: c, transporte } = cliente([
      recibo('2'),
      consultaRecibo('105', 'Lote em processamento'),
      consultaRecibo('105', 'Lote em processamento'),
      consultaRecibo('104', 'Lote processado', protNFe('100', 'Autorizado o uso da NF-e')),
    ]);
    const resultado = await emitirComConsulta(c, NFE, {
      esperar: async (ms) => {
        esperas.push(ms);
      },
    });
    expect(resultado).toMatchObject({ situacao: 'autorizada', viaConsulta: false });
    expect(esperas).toEqual([2_000, 4_000, 8_000]);
    expect(transporte.pedidos[1]?.envelope).toContain('<nRec>431000000000001</nRec>');
  });

  test('recibo ainda em processamento no limite, e a chave ainda não consta (217): pendente com o recibo', async () => {
    const { cliente: c } = cliente([
      recibo('1'),
      consultaRecibo('105', 'Lote em processamento'),
      consultaRecibo('105', 'Lote em processamento'),
      consultaChave('217', 'Rejeição: NF-e não consta na base de dados da SEFAZ'),
    ]);
    const resultado = await emitirComConsulta(c, NFE, { tentativasRecibo: 2, esperar: semEspera });
    // The lote was received: the note may still be authorised, 217 or not.
    expect(resultado).toMatchObject({
      situacao: 'pendente',
      nRec: '431000000000001',
      cStat: '217',
      podeEstarNaSefaz: true,
    });
  });

  test('sem resposta e sem consulta possível: pendente com o erro da consulta', async () => {
    const timeout = new SefazTransporteError('Tempo esgotado', {
      kind: 'timeout',
      fase: 'resposta',
      podeTerSidoProcessada: true,
    });
    const semRede = new SefazTransporteError('Conexão recusada', {
      kind: 'conexao',
      podeTerSidoProcessada: false,
    });
    const { cliente: c, transporte } = cliente([timeout, semRede]);
    const resultado = await emitirComConsulta(c, NFE);
    expect(resultado.situacao).toBe('pendente');
    if (resultado.situacao === 'pendente') expect(resultado.erro).toBe(semRede);
    expect(resultado).toMatchObject({ podeEstarNaSefaz: true });
    expect(transporte.pedidos.map((p) => p.servico)).toEqual(['NFeAutorizacao4', 'NFeConsultaProtocolo4']);
  });

  test('sem conectar, nada chegou; sem resposta, 217 na consulta não prova que o envio não chegou (pode estar em processamento)', async () => {
    const recusada = new SefazTransporteError('Conexão recusada', {
      kind: 'conexao',
      podeTerSidoProcessada: false,
    });
    const antes = cliente([recusada]);
    expect(await emitirComConsulta(antes.cliente, NFE)).toMatchObject({
      situacao: 'pendente',
      podeEstarNaSefaz: false,
    });
    const timeout = new SefazTransporteError('Tempo esgotado', {
      kind: 'timeout',
      fase: 'resposta',
      podeTerSidoProcessada: true,
    });
    const depois = cliente([
      timeout,
      consultaChave('217', 'Rejeição: NF-e não consta na base de dados da SEFAZ'),
    ]);
    expect(await emitirComConsulta(depois.cliente, NFE)).toMatchObject({
      situacao: 'pendente',
      cStat: '217',
      podeEstarNaSefaz: true,
    });
    // Nor after a duplicate (204): SEFAZ has the key, whatever the consultation says right then.
    const duplicada = cliente([
      lote('104', 'Lote processado', protNFe('204', 'Rejeição: Duplicidade de NF-e')),
      consultaChave('217', 'Rejeição: NF-e não consta na base de dados da SEFAZ'),
    ]);
    expect(await emitirComConsulta(duplicada.cliente, NFE)).toMatchObject({
      situacao: 'pendente',
      cStat: '217',
      podeEstarNaSefaz: true,
    });
  });

  test('com o recibo de um lote anterior: resolvido antes de qualquer envio', async () => {
    const emProcessamento = cliente([consultaRecibo('105', 'Lote em processamento')]);
    expect(
      await emitirComConsulta(emProcessamento.cliente, NFE, { recibo: '431000000000001' }),
    ).toMatchObject({
      situacao: 'pendente',
      nRec: '431000000000001',
      cStat: '105',
      podeEstarNaSefaz: true,
    });
    expect(emProcessamento.transporte.pedidos.map((p) => p.servico)).toEqual(['NFeRetAutorizacao4']);

    const processado = cliente([
      consultaRecibo('104', 'Lote processado', protNFe('100', 'Autorizado o uso da NF-e')),
    ]);
    expect(await emitirComConsulta(processado.cliente, NFE, { recibo: '431000000000001' })).toMatchObject({
      situacao: 'autorizada',
    });
    expect(processado.transporte.pedidos.map((p) => p.servico)).toEqual(['NFeRetAutorizacao4']);

    // Lote não localizado: o recibo deixa de valer e o mesmo XML é enviado de novo.
    const perdido = cliente([
      consultaRecibo('106', 'Lote não localizado'),
      lote('104', 'Lote processado', protNFe('100', 'Autorizado o uso da NF-e')),
    ]);
    expect(await emitirComConsulta(perdido.cliente, NFE, { recibo: '431000000000001' })).toMatchObject({
      situacao: 'autorizada',
    });
    expect(perdido.transporte.pedidos.map((p) => p.servico)).toEqual([
      'NFeRetAutorizacao4',
      'NFeAutorizacao4',
    ]);
  });

  test('resposta ilegível da autorização: trata como sem resposta e consulta', async () => {
    const { cliente: c } = cliente([
      '<html>Bad gateway</html>',
      consultaChave('100', 'Autorizado o uso da NF-e', protNFe('100', 'Autorizado o uso da NF-e')),
    ]);
    expect(await emitirComConsulta(c, NFE)).toMatchObject({ situacao: 'autorizada', viaConsulta: true });
  });
});

describe('consultarEmissao: a consulta antes de trocar a nota enviada por outra', () => {
  test('só consulta, nunca envia: 217 não consta, 108 não diz nada, 100 anexa o protocolo', async () => {
    const naoConsta = cliente([consultaChave('217', 'Rejeição: NF-e não consta na base de dados da SEFAZ')]);
    expect(await consultarEmissao(naoConsta.cliente, NFE)).toMatchObject({
      situacao: 'pendente',
      cStat: '217',
      podeEstarNaSefaz: false,
    });
    expect(naoConsta.transporte.pedidos.map((p) => p.servico)).toEqual(['NFeConsultaProtocolo4']);

    const parado = cliente([consultaChave('108', 'Serviço Paralisado Momentaneamente (curto prazo)')]);
    expect(await consultarEmissao(parado.cliente, NFE)).toMatchObject({
      situacao: 'pendente',
      cStat: '108',
      podeEstarNaSefaz: true,
    });

    const autorizada = cliente([
      consultaChave('100', 'Autorizado o uso da NF-e', protNFe('100', 'Autorizado o uso da NF-e')),
    ]);
    expect(await consultarEmissao(autorizada.cliente, NFE)).toMatchObject({
      situacao: 'autorizada',
      viaConsulta: true,
    });
  });

  test('com recibo pendente, consulta o recibo e não a chave: em processamento, a nota pode estar lá', async () => {
    const emProcessamento = cliente([consultaRecibo('105', 'Lote em processamento')]);
    expect(await consultarEmissao(emProcessamento.cliente, NFE, '431000000000001')).toMatchObject({
      situacao: 'pendente',
      nRec: '431000000000001',
      podeEstarNaSefaz: true,
    });
    expect(emProcessamento.transporte.pedidos.map((p) => p.servico)).toEqual(['NFeRetAutorizacao4']);

    const naoLocalizado = cliente([consultaRecibo('106', 'Lote não localizado')]);
    expect(await consultarEmissao(naoLocalizado.cliente, NFE, '431000000000001')).toMatchObject({
      situacao: 'pendente',
      nRec: '431000000000001',
      podeEstarNaSefaz: true,
    });

    const processado = cliente([
      consultaRecibo('104', 'Lote processado', protNFe('100', 'Autorizado o uso da NF-e')),
    ]);
    expect(await consultarEmissao(processado.cliente, NFE, '431000000000001')).toMatchObject({
      situacao: 'autorizada',
    });
  });
});
