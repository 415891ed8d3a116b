import type { Api } from '../cadastros/helpers';
import {
  clienteDaRemessa,
  configurarEmpresa,
  criarProduto,
  criarServico,
  importarRemessa,
  PP,
} from '../nfe/helpers';
import type { RunningApp } from '../support/app';

/**
 * What the production specs start from, through the API: the company, the client's polypropylene and its remessa
 * (100 kg at 8,00), the caps the client orders (unit UN) and the injection service; the client's agreed loss of PP.
 */
export async function montarProducao(app: RunningApp, api: Api, perdaNormal = '5') {
  await configurarEmpresa(api);
  const idPP = await criarProduto(api, {
    nome: 'Polipropileno H503',
    codigo_interno: 'PP-H503',
    preco_venda: '8.00',
  });
  const idTampa = await criarProduto(api, {
    nome: 'Tampa 28 mm branca',
    codigo_interno: 'TAMPA-28-BR',
    ncm: '39235000',
    unidade_medida: 'UN',
  });
  const idServico = await criarServico(api, 'Injeção de tampas 28 mm', '4.15');
  await importarRemessa(app, api, { nNF: 1001, itens: [PP], dhEmi: '2026-11-10T10:00:00-03:00' });
  const cliente = await clienteDaRemessa(api);
  await api.call('PUT', `/clientes/${cliente.id}/produtos/${idPP}`, { perda_normal_percentual: perdaNormal });
  const criarOrdem = async (kg: string) =>
    (
      await api.call<{ id: number }>('POST', '/producao/ordens', {
        id_cliente: cliente.id,
        id_servico: idServico,
        entradas: [{ id_produto: idPP, quantidade_kg: kg }],
      })
    ).id;
  return { idPP, idTampa, idServico, cliente, criarOrdem };
}

/** A user of the 'Chão de fábrica' profile, created by the administrator. */
export async function criarUsuarioDoChao(api: Api, email = 'caio@empresa.local', senha = 'injetora-azul-42') {
  const perfis = await api.call<{ id: number; nome: string }[]>('GET', '/preferencias/perfis');
  const id_perfil = perfis.find((p) => p.nome === 'Chão de fábrica')?.id;
  await api.call('POST', '/usuarios', { nome: 'Caio da Injetora', email, senha, id_perfil });
  return { email, senha };
}
