import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Api, adminApi, answerDialogs, cnpjValido, expectDialogs } from '../cadastros/helpers';
import { useE2eSuite } from '../support/suite';
import {
  abrir,
  adicionar,
  campo,
  configurarEmpresa,
  criarProduto,
  EMPRESA,
  escolher,
  escolherCliente,
  hojeMais,
  ITENS,
  notasNoServidor,
  opcaoEscolhida,
  tabela,
} from './helpers';

/**
 * The draft screen with a client in another UF and its transport: the carrier picked from the suppliers and
 * completed by hand, the vehicle closed for an interstate note (SEFAZ's rejection 868), two volumes, the client's
 * purchase order on the line and the complementary information; saved, opened again, and emitted.
 */

const CLIENTE_MG = 'Mineira Componentes Ltda';
const TRANSPORTADORA = 'Transportadora Minas Ltda';
const CNPJ_TRANSPORTADORA = cnpjValido(7310);
const FOB = '1 - Contratação do frete por conta do destinatário (FOB)';

type NfeLida = {
  id: number;
  transporte: Record<string, unknown>;
  informacoes_complementares: string | null;
  itens: { cfop: string; quantidade: string; xPed: string | null; nItemPed: string | null }[];
};

const volume = (page: Page, n: number) => page.getByRole('group', { name: `Volume ${n}` });

async function preencherVolume(page: Page, n: number, valores: Record<string, string>) {
  for (const [rotulo, valor] of Object.entries(valores)) {
    await volume(page, n).getByLabel(rotulo, { exact: true }).fill(valor);
  }
}

describe('NF-e com transporte para cliente de outra UF', () => {
  const suite = useE2eSuite();
  let api: Api;

  beforeAll(async () => {
    api = await adminApi(suite.app);
    await configurarEmpresa(api);
    await api.call('PUT', '/preferencias/empresa', { ...EMPRESA, cpf_cnpj_contador: '111.444.777-35' });
    await criarProduto(api, {
      nome: 'Tampa 28mm',
      codigo_interno: 'TAMPA-28',
      ncm: '39235000',
      preco_venda: '12.34',
      estoque_atual: '5000.00',
      cfop_padrao: '5101',
    });
    await api.call('POST', '/clientes', {
      nome_razao_social: CLIENTE_MG,
      cpf_cnpj: '58.716.523/0001-19',
      inscricao_estadual: '0623079040081',
      indicador_ie: '1',
      logradouro: 'Rua da Bahia',
      numero: '200',
      bairro: 'Centro',
      cidade: 'Belo Horizonte',
      uf: 'MG',
      cep: '30160-010',
      condicao_pagamento_dias: 30,
    });
    await api.call('POST', '/fornecedores', {
      nome_razao_social: TRANSPORTADORA,
      cpf_cnpj: CNPJ_TRANSPORTADORA,
    });
  });

  async function nfe(): Promise<NfeLida> {
    const [unica] = await notasNoServidor(api);
    if (!unica) throw new Error('nenhuma NF-e no servidor');
    return api.call<NfeLida>('GET', `/nfe/${unica.id}`);
  }

  it('fills transport, volumes, the purchase order and infCpl; refuses what SEFAZ would; saves', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    await abrir(page, suite.app, '/nfe/emitir', 'Criar Rascunho de NF-e');
    await escolherCliente(page, CLIENTE_MG);
    await escolher(page, 'Natureza da Operação', 'VENDA DE MERCADORIA');
    await escolher(page, 'Produto', '[TAMPA-28] - Tampa 28mm');
    // A client in MG: the interstate CFOP.
    expect(await opcaoEscolhida(page, 'CFOP')).toBe('6101 - Venda de produção (outra UF)');
    await campo(page, 'Pedido de Compra').fill('OC-4471');
    await campo(page, 'Item do Pedido').fill('1');
    await adicionar(page, '1200');
    await expect
      .poll(() => tabela(page, ITENS))
      .toEqual([
        ['Tampa 28mm Pedido OC-4471, item 1', '6101', '1.200,00 kg', 'R$ 12,34', 'R$ 14.808,00', 'Remover'],
      ]);

    // Without transport (the default) there is no carrier nor vehicle to fill.
    expect(await opcaoEscolhida(page, 'Modalidade do Frete')).toBe('9 - Sem ocorrência de transporte');
    expect(await page.getByRole('group', { name: 'Transportadora' }).count()).toBe(0);
    await escolher(page, 'Modalidade do Frete', FOB);

    // The carrier from the suppliers: its document and name; the rest typed.
    await escolher(page, 'Preencher com o Cadastro', TRANSPORTADORA);
    expect(await campo(page, 'Razão Social da Transportadora').inputValue()).toBe(TRANSPORTADORA);
    expect((await campo(page, 'CNPJ/CPF da Transportadora').inputValue()).replace(/\D/g, '')).toBe(
      CNPJ_TRANSPORTADORA,
    );
    await campo(page, 'Inscrição Estadual da Transportadora').fill('0623079040081');
    await campo(page, 'Endereço da Transportadora').fill('Av. das Indústrias, 1500');
    await campo(page, 'Município da Transportadora').fill('Contagem');
    await escolher(page, 'UF da Transportadora', 'MG');

    // Interstate: the vehicle goes on the MDF-e, not on the NF-e.
    expect(await campo(page, 'Placa do Veículo').isDisabled()).toBe(true);
    await page
      .getByText('Em operação interestadual o veículo não vai na NF-e: ele consta do MDF-e.')
      .waitFor();

    await page.getByRole('button', { name: 'Adicionar Volume' }).click();
    await page.getByRole('button', { name: 'Adicionar Volume' }).click();
    await preencherVolume(page, 1, {
      Quantidade: '40',
      Espécie: 'CAIXA',
      Marca: 'PLASTRANS',
      Numeração: '1 a 40',
      'Peso Líquido (kg)': '1200',
      'Peso Bruto (kg)': '1260.5',
    });
    await preencherVolume(page, 2, {
      Quantidade: '2',
      Espécie: 'PALETE',
      'Peso Líquido (kg)': '60',
      'Peso Bruto (kg)': '50',
    });
    await campo(page, 'Informações Complementares').fill('Entregar no galpão 2.\nAgendar com o cliente.');

    // A gross weight below the net is refused on the screen, under its field, and nothing is sent.
    await page.getByRole('button', { name: 'Salvar Rascunho' }).click();
    await expectDialogs(dialogs, [
      'Corrija os campos destacados em Transporte ou Informações Complementares.',
    ]);
    await volume(page, 2).getByText('O peso bruto não pode ser menor que o peso líquido.').waitFor();
    expect(await notasNoServidor(api)).toEqual([]);

    await volume(page, 2).getByLabel('Peso Líquido (kg)', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Salvar Rascunho' }).click();
    await expectDialogs(dialogs, [
      'Corrija os campos destacados em Transporte ou Informações Complementares.',
      'Rascunho salvo com sucesso!',
    ]);
    await page.waitForURL('**/nfe/listagem');

    const salva = await nfe();
    expect(salva.transporte).toEqual({
      modalidade_frete: '1',
      transportadora: {
        cpf_cnpj: CNPJ_TRANSPORTADORA,
        nome: TRANSPORTADORA,
        ie: '0623079040081',
        endereco: 'Av. das Indústrias, 1500',
        municipio: 'Contagem',
        uf: 'MG',
      },
      volumes: [
        { qVol: '40', esp: 'CAIXA', marca: 'PLASTRANS', nVol: '1 a 40', pesoL: '1200', pesoB: '1260.5' },
        { qVol: '2', esp: 'PALETE', marca: null, nVol: null, pesoL: null, pesoB: '50' },
      ],
    });
    expect(salva.informacoes_complementares).toBe('Entregar no galpão 2. Agendar com o cliente.');
    expect(salva.itens).toEqual([
      expect.objectContaining({ cfop: '6101', quantidade: '1200.0000', xPed: 'OC-4471', nItemPed: '1' }),
    ]);
  });

  it('opens the draft again with its transport, and emits it with transp, xPed, infCpl and autXML', async () => {
    const { page } = suite;
    answerDialogs(page, []);
    const { id } = await nfe();
    await abrir(page, suite.app, `/nfe/emitir/${id}`, 'Editar Rascunho de NF-e');
    await expect.poll(() => opcaoEscolhida(page, 'Modalidade do Frete')).toBe(FOB);
    expect(await campo(page, 'Município da Transportadora').inputValue()).toBe('Contagem');
    expect(await volume(page, 1).getByLabel('Peso Bruto (kg)', { exact: true }).inputValue()).toBe(
      '1.260,50',
    );
    expect(await volume(page, 2).getByLabel('Espécie', { exact: true }).inputValue()).toBe('PALETE');
    expect(await campo(page, 'Informações Complementares').inputValue()).toBe(
      'Entregar no galpão 2. Agendar com o cliente.',
    );

    const emitida = await api.call<{ status: string }>('POST', `/nfe/emitir/${id}`, {
      data_vencimento: hojeMais(30),
    });
    expect(emitida.status).toBe('Autorizada');
    const xml = await (
      await fetch(`${suite.app.baseUrl}/api/nfe/${id}/xml`, {
        headers: { authorization: `Bearer ${api.token}` },
      })
    ).text();
    expect(xml).toContain('<idDest>2</idDest>');
    expect(xml).toContain('<autXML><CPF>11144477735</CPF></autXML>');
    expect(xml).toContain('<xPed>OC-4471</xPed><nItemPed>1</nItemPed>');
    expect(xml).toContain(
      `<transp><modFrete>1</modFrete><transporta><CNPJ>${CNPJ_TRANSPORTADORA}</CNPJ>` +
        `<xNome>${TRANSPORTADORA}</xNome><IE>0623079040081</IE><xEnder>Av. das Indústrias, 1500</xEnder>` +
        '<xMun>Contagem</xMun><UF>MG</UF></transporta>' +
        '<vol><qVol>40</qVol><esp>CAIXA</esp><marca>PLASTRANS</marca><nVol>1 a 40</nVol>' +
        '<pesoL>1200.000</pesoL><pesoB>1260.500</pesoB></vol>' +
        '<vol><qVol>2</qVol><esp>PALETE</esp><pesoB>50.000</pesoB></vol></transp>',
    );
    expect(xml).not.toContain('veicTransp');
    expect(xml).toMatch(/ Entregar no galpão 2\. Agendar com o cliente\.<\/infCpl>/);
  });
});
