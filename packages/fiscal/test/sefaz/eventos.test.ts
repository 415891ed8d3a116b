import { describe, expect, test } from 'vitest';
import { autorizarNFe } from '../../src/nfe/sefaz/autorizar-nfe.ts';
import { cancelarComConsulta } from '../../src/nfe/sefaz/cancelar-com-consulta.ts';
import type { ClienteSefaz } from '../../src/nfe/sefaz/cliente-sefaz.ts';
import { consultarProtocolo } from '../../src/nfe/sefaz/consultar-protocolo.ts';
import { assinarEventoNFe, enviarEvento, enviarEventoAssinado } from '../../src/nfe/sefaz/enviar-evento.ts';
import { validarXml } from '../../src/nfe/validate.ts';
import { montarNFeDeTeste } from './support/nfe-de-teste.ts';
import { type AmbienteSefaz, CNPJ_A1_TESTE, usarSimulador } from './support/simulador.ts';

const CNPJ_FORNECEDOR = '11222333000181';

async function autorizada(cliente: ClienteSefaz, nfe: { xml: string }) {
  const retorno = await autorizarNFe(cliente, { nfe: nfe.xml });
  if (retorno.tipo !== 'protocolo' || retorno.protNFe.cStat !== '100') {
    throw new Error(`nota não autorizada: ${retorno.xMotivo}`);
  }
  return retorno.protNFe;
}

/** Um fornecedor (outro A1, emitido pela AC do simulador) emite uma nota para a empresa do A1 de teste. */
async function notaDoFornecedor(a: AmbienteSefaz, nNF: number) {
  const fornecedor = a.sim.emitirCertificadoCliente({ cnpj: CNPJ_FORNECEDOR, razaoSocial: 'FORNECEDOR' });
  const certificado = { privateKeyPem: fornecedor.keyPem, certificatePem: fornecedor.certPem };
  const cliente = a.cliente({ certificado });
  const nfe = montarNFeDeTeste(
    { cnpjEmitente: CNPJ_FORNECEDOR, nNF, cnpjDestinatario: CNPJ_A1_TESTE },
    certificado,
  );
  await autorizada(cliente, nfe);
  return nfe;
}

describe('NFeRecepcaoEvento4', () => {
  const a = usarSimulador();

  test('cancelamento na UF: 135 com protocolo e procEventoNFe; a consulta passa a 101 com o evento', async () => {
    const cliente = a.cliente();
    const nfe = montarNFeDeTeste({ cnpjEmitente: CNPJ_A1_TESTE, nNF: 20 }, a.a1);
    const prot = await autorizada(cliente, nfe);

    const lote = await enviarEvento(cliente, {
      idLote: '7',
      eventos: [
        {
          tpEvento: '110111',
          chNFe: nfe.chave,
          autor: CNPJ_A1_TESTE,
          nProt: prot.nProt ?? '',
          xJust: 'Pedido cancelado pelo cliente antes da entrega',
          dhEvento: new Date(Date.now() - 1_000),
        },
      ],
    });
    expect(lote.cStat).toBe('128');
    expect(lote.idLote).toBe('7');
    expect(lote.cOrgao).toBe('43');
    expect(lote.eventos).toHaveLength(1);
    const [cancelamento] = lote.eventos;
    expect(cancelamento?.cStat).toBe('135');
    expect(cancelamento?.xMotivo).toBe('Evento registrado e vinculado a NF-e');
    expect(cancelamento?.nProt).toMatch(/^143\d{12}$/);
    expect(cancelamento?.dhRegEvento).toMatch(/-03:00$/);
    expect(validarXml(cancelamento?.procEventoNFe ?? '', 'procEventoNFe').erros).toEqual([]);

    const consulta = await consultarProtocolo(cliente, nfe.chave);
    expect(consulta.cStat).toBe('101');
    expect(consulta.xMotivo).toBe('Cancelamento de NF-e homologado');
    expect(consulta.protNFe?.nProt).toBe(prot.nProt);
    expect(consulta.eventos.map((e) => [e.tpEvento, e.retEvento.cStat, e.retEvento.nProt])).toEqual([
      ['110111', '135', cancelamento?.nProt],
    ]);
    expect(validarXml(consulta.eventos[0]?.xml ?? '', 'procEventoNFe').erros).toEqual([]);
  });

  test('evento assinado antes do envio: reenviado tal como foi guardado, 135 e depois 573, sem nova assinatura', async () => {
    const cliente = a.cliente();
    const nfe = montarNFeDeTeste({ cnpjEmitente: CNPJ_A1_TESTE, nNF: 24 }, a.a1);
    const prot = await autorizada(cliente, nfe);
    const evento = assinarEventoNFe(
      {
        tpEvento: '110111',
        chNFe: nfe.chave,
        autor: CNPJ_A1_TESTE,
        nProt: prot.nProt ?? '',
        xJust: 'Resposta perdida: o mesmo pedido guardado e reenviado',
        dhEvento: new Date(Date.now() - 1_000),
      },
      cliente,
    );
    expect(evento).toContain('<Signature');

    const [registrado] = (await enviarEventoAssinado(cliente, evento)).eventos;
    expect(registrado?.cStat).toBe('135');
    expect(registrado?.eventoXml).toBe(evento);
    expect(registrado?.procEventoNFe).toContain(evento);
    expect(validarXml(registrado?.procEventoNFe ?? '', 'procEventoNFe').erros).toEqual([]);

    const [repetido] = (await enviarEventoAssinado(cliente, evento)).eventos;
    expect(repetido?.cStat).toBe('573');
    expect(repetido?.procEventoNFe).toBeUndefined();
  });

  test('cancelarComConsulta: resposta perdida fica pendente; a nova tentativa acha o registro na consulta', async () => {
    const cliente = a.cliente();
    const nfe = montarNFeDeTeste({ cnpjEmitente: CNPJ_A1_TESTE, nNF: 25 }, a.a1);
    const prot = await autorizada(cliente, nfe);
    const dados = {
      tpEvento: '110111' as const,
      chNFe: nfe.chave,
      autor: CNPJ_A1_TESTE,
      xJust: 'Resposta perdida depois do registro do evento',
      dhEvento: new Date(Date.now() - 1_000),
    };
    const evento = assinarEventoNFe({ ...dados, nProt: prot.nProt ?? '' }, cliente);

    a.sim.faults.definir('NFeRecepcaoEvento4', { tipo: 'respostaPerdida', vezes: 1 });
    expect(await cancelarComConsulta(cliente, evento)).toMatchObject({ situacao: 'pendente' });
    const retomado = await cancelarComConsulta(cliente, evento, { consultarAntes: true });
    expect(retomado).toMatchObject({ situacao: 'registrado', cStat: '135', viaConsulta: true });
    expect(retomado.situacao === 'registrado' && retomado.procEventoNFe).toContain(evento);
    // Sent again without consulting first: 573, resolved by the consultation, still one event at SEFAZ.
    expect(await cancelarComConsulta(cliente, evento)).toMatchObject({
      situacao: 'registrado',
      viaConsulta: true,
    });

    const outra = montarNFeDeTeste({ cnpjEmitente: CNPJ_A1_TESTE, nNF: 26 }, a.a1);
    await autorizada(cliente, outra);
    const errado = assinarEventoNFe({ ...dados, chNFe: outra.chave, nProt: '143000000000000' }, cliente);
    expect(await cancelarComConsulta(cliente, errado)).toMatchObject({ situacao: 'recusado', cStat: '222' });
  });

  test('carta de correção na UF: 135; a nota continua autorizada (100) com a CC-e', async () => {
    const cliente = a.cliente();
    const nfe = montarNFeDeTeste({ cnpjEmitente: CNPJ_A1_TESTE, nNF: 21 }, a.a1);
    await autorizada(cliente, nfe);
    const lote = await enviarEvento(cliente, {
      eventos: [
        {
          tpEvento: '110110',
          chNFe: nfe.chave,
          autor: CNPJ_A1_TESTE,
          xCorrecao: 'Endereco de entrega: Rua das Flores, 100',
          dhEvento: new Date(Date.now() - 1_000),
        },
      ],
    });
    expect(lote.eventos.map((e) => e.cStat)).toEqual(['135']);
    expect(lote.eventos[0]?.xEvento).toBe('Carta de Correção registrada');
    const consulta = await consultarProtocolo(cliente, nfe.chave);
    expect(consulta.cStat).toBe('100');
    expect(consulta.eventos.map((e) => e.tpEvento)).toEqual(['110110']);
  });

  test('rejeição de evento é resultado: cancelamento com protocolo errado dá 222, sem procEventoNFe', async () => {
    const cliente = a.cliente();
    const nfe = montarNFeDeTeste({ cnpjEmitente: CNPJ_A1_TESTE, nNF: 22 }, a.a1);
    await autorizada(cliente, nfe);
    const lote = await enviarEvento(cliente, {
      eventos: [
        {
          tpEvento: '110111',
          chNFe: nfe.chave,
          autor: CNPJ_A1_TESTE,
          nProt: '143000000000001',
          xJust: 'Pedido cancelado pelo cliente antes da entrega',
          dhEvento: new Date(Date.now() - 1_000),
        },
      ],
    });
    expect(lote.cStat).toBe('128');
    expect(lote.eventos[0]?.cStat).toBe('222');
    expect(lote.eventos[0]?.procEventoNFe).toBeUndefined();
  });

  test('manifestação 210200 (confirmação) no Ambiente Nacional: 135 com cOrgao 91', async () => {
    const nfe = await notaDoFornecedor(a, 30);
    const lote = await enviarEvento(a.cliente(), {
      eventos: [
        {
          tpEvento: '210200',
          chNFe: nfe.chave,
          autor: CNPJ_A1_TESTE,
          dhEvento: new Date(Date.now() - 1_000),
        },
      ],
    });
    expect(lote.cStat).toBe('128');
    expect(lote.cOrgao).toBe('91');
    const [confirmacao] = lote.eventos;
    expect(confirmacao?.cStat).toBe('135');
    expect(confirmacao?.cOrgao).toBe('91');
    expect(confirmacao?.nProt).toMatch(/^891\d{12}$/);
    expect(confirmacao?.eventoXml).toContain('<cOrgao>91</cOrgao>');
    expect(validarXml(confirmacao?.procEventoNFe ?? '', 'procEventoNFe').erros).toEqual([]);

    // A mesma manifestação de novo: 573 (duplicidade de evento), como resultado.
    const repetida = await enviarEvento(a.cliente(), {
      eventos: [
        {
          tpEvento: '210200',
          chNFe: nfe.chave,
          autor: CNPJ_A1_TESTE,
          dhEvento: new Date(Date.now() - 1_000),
        },
      ],
    });
    expect(repetida.eventos[0]?.cStat).toBe('573');
  });

  test('manifestação e eventos da UF no mesmo lote são recusados antes do envio', async () => {
    const chave = montarNFeDeTeste({ cnpjEmitente: CNPJ_A1_TESTE, nNF: 23 }, a.a1).chave;
    await expect(
      enviarEvento(a.cliente(), {
        eventos: [
          { tpEvento: '210210', chNFe: chave, autor: CNPJ_A1_TESTE },
          { tpEvento: '110110', chNFe: chave, autor: CNPJ_A1_TESTE, xCorrecao: 'Correcao qualquer de teste' },
        ],
      }),
    ).rejects.toThrow('Manifestação (Ambiente Nacional) e eventos da UF não podem ir no mesmo lote.');
  });
});
