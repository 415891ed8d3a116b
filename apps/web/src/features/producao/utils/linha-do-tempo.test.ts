import type { TOrdem } from '@erp/contracts/producao';
import { describe, expect, it } from 'vitest';
import { descreverApontamento, linhaDoTempo } from './linha-do-tempo';

const nada = { em: null, id_usuario: null, usuario: null };
const apontamento = (over: Partial<TOrdem['apontamentos'][number]>): TOrdem['apontamentos'][number] => ({
  id: 1,
  tipo: 'perda',
  id_produto: null,
  codigo_produto: null,
  nome_produto: null,
  ncm: null,
  unidade: null,
  id_servico: null,
  quantidade: null,
  quantidade_kg: '10.000',
  destino: null,
  documento_acordo: null,
  id_usuario: 2,
  usuario: 'Caio',
  created_at: '2026-11-20T13:00:00.000Z',
  ...over,
});

describe('descreverApontamento', () => {
  it('says the output in its unit and in kg, the sucata with its destination', () => {
    expect(
      descreverApontamento(
        apontamento({
          tipo: 'producao',
          nome_produto: 'Tampa 28 mm',
          quantidade: '5000.0000',
          unidade: 'UN',
          quantidade_kg: '490.000',
        }),
      ),
    ).toBe('Produção: Tampa 28 mm, 5.000 UN, 490,00 kg');
    expect(
      descreverApontamento(apontamento({ tipo: 'sucata', destino: 'devolver', quantidade_kg: '9.8' })),
    ).toBe('Sucata (Devolver ao cliente): 9,80 kg');
    expect(descreverApontamento(apontamento({ tipo: 'nao_aplicado' }))).toBe('Não aplicado: 10,00 kg');
  });
});

describe('linhaDoTempo', () => {
  it('orders every step by time with who did it', () => {
    const ordem = {
      criada: { em: '2026-11-20T11:00:00.000Z', id_usuario: 1, usuario: 'Ana' },
      iniciada: { em: '2026-11-20T12:00:00.000Z', id_usuario: 2, usuario: 'Caio' },
      concluida: { em: '2026-11-20T15:00:00.000Z', id_usuario: 1, usuario: 'Ana' },
      perda_aprovada: { em: '2026-11-20T15:00:00.000Z', id_usuario: 1, usuario: 'Ana' },
      cancelada: nada,
      faturada_em: '2026-11-21T10:00:00.000Z',
      apontamentos: [apontamento({ created_at: '2026-11-20T14:00:00.000Z' }), apontamento({})],
    } as unknown as TOrdem;
    expect(linhaDoTempo(ordem).map((e) => [e.rotulo, e.usuario])).toEqual([
      ['Ordem criada', 'Ana'],
      ['Produção iniciada', 'Caio'],
      ['Perda: 10,00 kg', 'Caio'],
      ['Perda: 10,00 kg', 'Caio'],
      ['Ordem concluída', 'Ana'],
      ['Perda acima do acordado aprovada', 'Ana'],
      ['Faturada (NF-e de retorno autorizada)', null],
    ]);
  });
});
