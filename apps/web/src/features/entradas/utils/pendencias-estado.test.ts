import { describe, expect, it } from 'vitest';
import {
  alterarKg,
  alterarProduto,
  arquivosDoEmitente,
  type GrupoDePendencias,
  produtosPorCodigo,
  type RespostasDasPendencias,
  respostasDosGrupos,
  respostasIniciais,
  situacaoDasPendencias,
} from './pendencias-estado';

const CHAVE = '35261112345678000195550010000012341000012345';
const TAMPA = { nome: 'Tampa 28mm', codigo_interno: 'TP-28', ncm: '39235000', unidade: 'UN' };

/** One uploaded note: an unknown product, a box item weighed only by the note's net weight, a 5949 item. */
const NOTA: GrupoDePendencias = {
  id: CHAVE,
  produtos: [TAMPA],
  itens_sem_kg: [
    {
      codigo: 'CX-10',
      descricao: 'Caixa',
      unidade: 'CX',
      quantidade: '10.0000',
      sugestao_kg_total: '125.500',
    },
  ],
  cfops_sem_destino: [{ cfop: '5949', descricao: 'Outra saída', itens: ['CX-10'] }],
};

/** One emitente of a .zip: the same code on three items of its notes. */
const EMITENTE_DO_ZIP: GrupoDePendencias = {
  id: '12345678000195',
  emitente: { nome: 'Plásticos Sul', documento: '12345678000195', arquivos: ['a.xml', 'b.xml'] },
  produtos: [TAMPA],
  itens_sem_kg: [
    {
      codigo: 'SC-25',
      descricao: 'Saco',
      unidade: 'SC',
      quantidade: '4.0000',
      sugestao_kg_total: null,
      itens: 2,
    },
    { codigo: 'SC-25', descricao: 'Saco', unidade: 'SC', quantidade: '6.0000', sugestao_kg_total: '30' },
  ],
  cfops_sem_destino: [],
};

describe("the answers to an import's questions", () => {
  it("offers a single item's net weight as its total kg, and asks every product to be registered", () => {
    const r = respostasIniciais([NOTA]);
    expect(r.produtos).toEqual([
      { grupo: CHAVE, produto: TAMPA, ncm: '39235000', decisao: { tipo: 'cadastrar' } },
    ]);
    expect(r.kgs).toEqual([
      {
        grupo: CHAVE,
        codigo: 'CX-10',
        descricao: 'Caixa',
        unidade: 'CX',
        quantidade: '10.0000',
        itens: 1,
        soPorUnidade: false,
        modo: 'kg_total',
        valor: '125.500',
      },
    ]);
  });

  it("asks a .zip's code on several items once, per unit and without a suggestion", () => {
    const [linha] = respostasIniciais([EMITENTE_DO_ZIP]).kgs;
    expect(linha).toMatchObject({
      codigo: 'SC-25',
      itens: 3,
      soPorUnidade: true,
      modo: 'kg_por_unidade',
      valor: '',
    });
  });

  it('says what is missing first: products, then kg, then the CFOPs’ path', () => {
    let r: RespostasDasPendencias = respostasIniciais([NOTA]);
    expect(situacaoDasPendencias([NOTA], r).falta).toBe(
      'Cadastre, vincule ou ignore 1 produto(s) antes de importar.',
    );
    r = { ...r, produtos: alterarProduto(r.produtos, CHAVE, 'TP-28', { decisao: { tipo: 'cadastrado' } }) };
    r = { ...r, kgs: alterarKg(r.kgs, CHAVE, 'CX-10', { valor: '0' }) };
    expect(situacaoDasPendencias([NOTA], r).falta).toBe('Informe o peso em kg de CX-10.');
    r = { ...r, kgs: alterarKg(r.kgs, CHAVE, 'CX-10', { valor: '12.5' }) };
    expect(situacaoDasPendencias([NOTA], r).falta).toBe('Escolha o destino dos itens do CFOP 5949.');
    r = { ...r, destinos: { [`${CHAVE}|5949`]: 'terceiros' } };
    expect(situacaoDasPendencias([NOTA], r).falta).toBeNull();
    expect(respostasDosGrupos([NOTA], r)).toEqual([
      {
        conversoes: [{ codigo: 'CX-10', kg_total: '12.5' }],
        vinculos: [],
        ignorar: [],
        destinos: [{ cfop: '5949', destino: 'terceiros' }],
      },
    ]);
  });

  it("sends a linked product's id, and neither the kg nor a registration of an ignored one", () => {
    const grupo: GrupoDePendencias = {
      ...NOTA,
      produtos: [TAMPA, { ...TAMPA, nome: 'Caixa', codigo_interno: 'CX-10' }],
      cfops_sem_destino: [],
    };
    let r = respostasIniciais([grupo]);
    r = {
      ...r,
      produtos: alterarProduto(
        alterarProduto(r.produtos, CHAVE, 'TP-28', {
          decisao: { tipo: 'vincular', idProduto: 7, nome: 'Tampa' },
        }),
        CHAVE,
        'CX-10',
        { decisao: { tipo: 'ignorar' } },
      ),
    };
    expect(situacaoDasPendencias([grupo], r).falta).toBeNull();
    expect(respostasDosGrupos([grupo], r)).toEqual([
      { conversoes: [], vinculos: [{ codigo: 'TP-28', id_produto: 7 }], ignorar: ['CX-10'], destinos: [] },
    ]);
  });

  it('registers a code asked by two emitentes once', () => {
    const r = respostasIniciais([NOTA, EMITENTE_DO_ZIP]);
    const porCodigo = produtosPorCodigo(situacaoDasPendencias([NOTA, EMITENTE_DO_ZIP], r).aCadastrar);
    expect([...porCodigo.keys()]).toEqual(['TP-28']);
    expect(porCodigo.get('TP-28')?.map((l) => l.grupo)).toEqual([CHAVE, '12345678000195']);
  });

  it("names an emitente's first five files and counts the rest", () => {
    expect(arquivosDoEmitente(['1.xml', '2.xml'])).toBe('1.xml, 2.xml');
    expect(arquivosDoEmitente(['1.xml', '2.xml', '3.xml', '4.xml', '5.xml', '6.xml', '7.xml'])).toBe(
      '1.xml, 2.xml, 3.xml, 4.xml, 5.xml e mais 2',
    );
  });
});
