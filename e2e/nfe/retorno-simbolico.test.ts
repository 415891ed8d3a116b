import { beforeAll, describe, expect, it } from 'vitest';
import { type Api, adminApi, answerDialogs, dialogNamed, expectDialogs } from '../cadastros/helpers';
import type { ItemRemessa } from '../entradas/remessa';
import { hojeEmBrasilia, somarDias } from '../relatorios/helpers';
import { useE2eSuite } from '../support/suite';
import {
  abrir,
  adicionar,
  CLIENTE_REMESSA,
  configurarEmpresa,
  criarProduto,
  definirReferenciacao,
  escolher,
  escolherCliente,
  estoqueDe,
  ITENS,
  importarRemessa,
  itensDaEntrada,
  linhaDaNota,
  linhas,
  notasNoServidor,
  opcaoEscolhida,
  opcoes,
  PP,
  tabela,
  totalDaNota,
} from './helpers';

/**
 * The draft screen's warning of Material de Terceiros and the symbolic return it builds. The client (FIFO) sent
 * polypropylene 200 days ago (20 days past the 180 of the ICMS suspension), polyethylene 175 days ago (due in 5
 * days) and polypropylene 10 days ago (within the term). A return of the polyethylene leaves the overdue
 * polypropylene untouched: the screen warns, and 'Gerar Retorno Simbólico' turns the draft into the symbolic
 * return of that balance, which is saved, emitted and closes it without moving the stock.
 */

const PEBD: ItemRemessa = {
  cProd: 'PEBD-7',
  xProd: 'Polietileno de Baixa Densidade',
  NCM: '39011010',
  qCom: '50.0000',
  vUnCom: '9.00',
  vProd: '450.00',
};
const SALDOS = 'Saldos Vencidos ou a Vencer';
const SIMBOLICO = 'RETORNO SIMBÓLICO';
const CONFIRMAR =
  'O retorno simbólico é uma NF-e à parte: os itens deste rascunho serão substituídos pelos saldos vencidos ' +
  'ou a vencer. Continuar?';

describe('retorno simbólico a partir do aviso de saldos vencidos', () => {
  const suite = useE2eSuite();
  let api: Api;
  let vencida: number;

  beforeAll(async () => {
    api = await adminApi(suite.app);
    await configurarEmpresa(api);
    await criarProduto(api, { nome: 'Polipropileno H503', codigo_interno: 'PP-H503', preco_venda: '8.00' });
    await criarProduto(api, {
      nome: 'Polietileno de Baixa Densidade',
      codigo_interno: 'PEBD-7',
      ncm: '39011010',
      preco_venda: '9.50',
    });
    const hoje = hojeEmBrasilia();
    const emitidaHa = (dias: number) => `${somarDias(hoje, -dias)}T10:00:00-03:00`;
    vencida = await importarRemessa(suite.app, api, { nNF: 703, itens: [PP], dhEmi: emitidaHa(200) });
    await importarRemessa(suite.app, api, { nNF: 702, itens: [PEBD], dhEmi: emitidaHa(175) });
    await importarRemessa(suite.app, api, {
      nNF: 701,
      itens: [{ ...PP, qCom: '80.0000', vProd: '640.00' }],
      dhEmi: emitidaHa(10),
    });
    await definirReferenciacao(api, 'FIFO');
  });

  it('warns of the balances a return leaves untouched and builds the symbolic return of the overdue one', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, [true]);
    await abrir(page, suite.app, '/nfe/emitir', 'Criar Rascunho de NF-e');
    expect(await opcoes(page, 'Natureza da Operação')).toEqual([
      'RETORNO DE INDUSTRIALIZACAO',
      'REMESSA PARA INDUSTRIALIZACAO',
      'VENDA DE MERCADORIA',
      SIMBOLICO,
    ]);
    await escolherCliente(page, CLIENTE_REMESSA);

    // Nothing returned yet: both the overdue and the soon-due balance, oldest first; the recent one is in time.
    await expect
      .poll(() => tabela(page, SALDOS))
      .toEqual([
        ['703/1', '1 - [PP-H503] Polipropileno H503', '100,00 kg', 'Vencido há 20 dias'],
        ['702/1', '1 - [PEBD-7] Polietileno de Baixa Densidade', '50,00 kg', 'Vence em 5 dias'],
      ]);
    expect(await page.getByRole('region', { name: SALDOS }).count()).toBe(1);
    await page.getByText('Este retorno não movimenta estes saldos do cliente').waitFor();

    // Returning the polyethylene takes the 702 (FIFO): only the overdue polypropylene is left to warn about.
    await escolher(page, 'Produto de Referência', 'Polietileno de Baixa Densidade - Saldo: 50,00 kg');
    await adicionar(page, '50');
    await expect
      .poll(() => tabela(page, ITENS))
      .toEqual([
        ['Polietileno de Baixa Densidade NF 702/1', '5902', '50,00 kg', 'R$ 9,00', 'R$ 450,00', 'Remover'],
      ]);
    await expect
      .poll(() => tabela(page, SALDOS))
      .toEqual([['703/1', '1 - [PP-H503] Polipropileno H503', '100,00 kg', 'Vencido há 20 dias']]);

    // The symbolic return is a note of its own: the screen asks before replacing the return's line.
    await page.getByRole('button', { name: 'Gerar Retorno Simbólico' }).click();
    await expectDialogs(dialogs, [CONFIRMAR]);
    await expect
      .poll(() => tabela(page, ITENS))
      .toEqual([['Polipropileno H503 NF 703/1', '5902', '100,00 kg', 'R$ 8,00', 'R$ 800,00', 'Remover']]);
    expect(await opcaoEscolhida(page, 'Natureza da Operação')).toBe(SIMBOLICO);
    expect(await totalDaNota(page)).toBe('Total da Nota: R$ 800,00');
    // Everything overdue is in the note: no warning left. The polyethylene is due in 5 days and not returned
    // by this note any more, so it is warned about again.
    await expect
      .poll(() => tabela(page, SALDOS))
      .toEqual([['702/1', '1 - [PEBD-7] Polietileno de Baixa Densidade', '50,00 kg', 'Vence em 5 dias']]);
    await page.getByText('ainda não estão neste retorno simbólico').waitFor();
    // A symbolic return names its entry items, whatever the client's reference type, on 5902 only.
    expect(await opcoes(page, 'CFOP')).toEqual(['5902 - Retorno']);
    expect(await page.getByLabel('Nota de Entrada', { exact: true }).count()).toBe(1);
    expect(await page.getByLabel('Produto de Referência', { exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: 'Salvar Rascunho' }).click();
    await expectDialogs(dialogs, [CONFIRMAR, 'Rascunho salvo com sucesso!']);
    await page.waitForURL('**/nfe/listagem');
    await linhaDaNota(page, CLIENTE_REMESSA).waitFor();
    const [nota] = await notasNoServidor(api);
    const [item] = await itensDaEntrada(api, vencida);
    const salva = await api.call<{
      natureza_operacao: string;
      itens: { cfop: string; quantidade: string; id_item_entrada: number | null }[];
    }>('GET', `/nfe/${nota?.id}`);
    expect(salva.natureza_operacao).toBe(SIMBOLICO);
    expect(salva.itens).toEqual([
      expect.objectContaining({ cfop: '5902', quantidade: '100.0000', id_item_entrada: item?.id }),
    ]);
  });

  it('emits it: the overdue balance closes, the stock does not move, and the draft screen warns no more', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    const estoqueAntes = await estoqueDe(api, 'PP-H503');
    await abrir(page, suite.app, '/nfe/listagem', 'Notas Emitidas');
    await linhaDaNota(page, CLIENTE_REMESSA).getByRole('button', { name: 'Emitir' }).click();
    await dialogNamed(page, 'Emitir NF-e').getByRole('button', { name: 'Emitir NF-e' }).click();
    await expectDialogs(dialogs, ['NF-e enviada para autorização com sucesso!']);
    await linhaDaNota(page, CLIENTE_REMESSA).getByText('Autorizada', { exact: true }).waitFor();
    expect((await itensDaEntrada(api, vencida)).map((i) => i.saldo_kg)).toEqual(['0.0000']);
    expect(await estoqueDe(api, 'PP-H503')).toBe(estoqueAntes);

    await abrir(page, suite.app, '/nfe/emitir', 'Criar Rascunho de NF-e');
    await escolherCliente(page, CLIENTE_REMESSA);
    await expect
      .poll(() => tabela(page, SALDOS))
      .toEqual([['702/1', '1 - [PEBD-7] Polietileno de Baixa Densidade', '50,00 kg', 'Vence em 5 dias']]);
    // A sale is no return: no warning.
    await escolher(page, 'Natureza da Operação', 'VENDA DE MERCADORIA');
    await expect.poll(() => linhas(page, SALDOS).count()).toBe(0);
  });
});
