import { describe, expect, test } from 'vitest';
import { controle } from './support/cliente.ts';
import { usarSimulador } from './support/simulador.ts';

describe('API de controle', () => {
  const a = usarSimulador();

  test('config: lê, altera e recusa valores inválidos; reset volta ao padrão', async () => {
    const inicial = await controle(a.sim, a.credencial, 'GET', 'config');
    expect(inicial.dados).toEqual({
      tpAmb: '2',
      verAplic: 'SEFAZ-SIM_1.0',
      consultasEmProcessamento: 1,
      prazoCancelamentoHoras: 24,
      cancelamentoForaDoPrazo: 'rejeitar',
      emitenteDeveSerTransmissor: true,
      destinatariosIrregulares: [],
      naoOptantesSimplesNacional: [],
      tomadoresNaoCadastrados: [],
    });
    const alterada = await controle(a.sim, a.credencial, 'PATCH', 'config', { consultasEmProcessamento: 3 });
    expect(alterada.dados.consultasEmProcessamento).toBe(3);
    expect(a.sim.config.consultasEmProcessamento).toBe(3);
    const invalida = await controle(a.sim, a.credencial, 'PATCH', 'config', { tpAmb: '3' });
    expect(invalida.status).toBe(400);
    expect(invalida.dados).toEqual({ error: 'tpAmb deve ser "1" ou "2".' });
    const irregulares = await controle(a.sim, a.credencial, 'PATCH', 'config', {
      destinatariosIrregulares: ['58716523000119'],
    });
    expect(irregulares.dados.destinatariosIrregulares).toEqual(['58716523000119']);
    const mascarado = await controle(a.sim, a.credencial, 'PATCH', 'config', {
      destinatariosIrregulares: ['58.716.523/0001-19'],
    });
    expect(mascarado.status).toBe(400);
    const tomadores = await controle(a.sim, a.credencial, 'PATCH', 'config', {
      tomadoresNaoCadastrados: ['58716523000119', '98216457200'],
    });
    expect(tomadores.dados.tomadoresNaoCadastrados).toEqual(['58716523000119', '98216457200']);
    const tomadorMascarado = await controle(a.sim, a.credencial, 'PATCH', 'config', {
      tomadoresNaoCadastrados: ['982.164.572-00'],
    });
    expect(tomadorMascarado.dados).toEqual({
      error: 'tomadoresNaoCadastrados deve ser uma lista de CNPJ/CPF sem máscara.',
    });
    expect((await controle(a.sim, a.credencial, 'POST', 'reset')).status).toBe(200);
    expect(a.sim.config.tomadoresNaoCadastrados).toEqual([]);
    expect(a.sim.config.consultasEmProcessamento).toBe(1);
    expect(a.sim.config.destinatariosIrregulares).toEqual([]);
  });

  test('estado vazio, recurso desconhecido 404, nota de terceiro sem nfeProc 400', async () => {
    const estado = await controle(a.sim, a.credencial, 'GET', 'estado');
    expect(estado.dados).toEqual({ notas: [], lotes: [], inutilizacoes: [], documentos: [], nfse: [] });
    expect((await controle(a.sim, a.credencial, 'GET', 'nada')).status).toBe(404);
    const semProc = await controle(a.sim, a.credencial, 'POST', 'dfe', { xml: '<NFe/>' });
    expect(semProc.status).toBe(400);
    expect(semProc.dados).toEqual({ error: 'Informe um nfeProc (NFe com protNFe).' });
  });
});
