import { describe, expect, it } from 'vitest';
import {
  type CampoDeFiltro,
  escreverFiltros,
  filtrosVazios,
  hasFiltros,
  lerFiltros,
  lerPagina,
  PERIODO_INVERTIDO,
  prepararFiltros,
  selecao,
  selecaoPorId,
} from './filtros-na-url';

type Nome = 'search' | 'status' | 'usuario' | 'data_inicio' | 'data_fim' | 'encerrados';

const CAMPOS: CampoDeFiltro<Nome>[] = [
  { tipo: 'busca', nome: 'search', rotulo: 'Buscar por cliente' },
  selecao('status', 'Status', 'Todos', ['Pendente', 'Pago']),
  selecaoPorId('usuario', 'Utilizador', []),
  { tipo: 'data', nome: 'data_inicio', rotulo: 'De' },
  { tipo: 'data', nome: 'data_fim', rotulo: 'Até', depoisDe: 'data_inicio' },
  { tipo: 'marcador', nome: 'encerrados', rotulo: 'Incluir encerrados' },
];

const VAZIOS = { search: '', status: '', usuario: '', data_inicio: '', data_fim: '', encerrados: '' };

describe('lerFiltros', () => {
  it('reads a shared link, keeping the text searched as typed', () => {
    const params = new URLSearchParams(
      'search=Acme+Ltda&status=Pago&usuario=7&data_inicio=2026-01-01&data_fim=2026-01-31&encerrados=true',
    );
    expect(lerFiltros(params, CAMPOS)).toEqual({
      search: 'Acme Ltda',
      status: 'Pago',
      usuario: '7',
      data_inicio: '2026-01-01',
      data_fim: '2026-01-31',
      encerrados: 'true',
    });
  });

  it('drops what the API would refuse: an unknown status, a malformed id or day, a checkbox not "true"', () => {
    const params = new URLSearchParams('status=Atrasado&usuario=x&data_inicio=01/02/2026&encerrados=1');
    expect(lerFiltros(params, CAMPOS)).toEqual(VAZIOS);
  });

  it('gives a filter absent or malformed its default (a report period)', () => {
    const padrao = { data_inicio: '2026-11-01', data_fim: '2026-11-30' };
    const params = new URLSearchParams('data_fim=2026-11-15&data_inicio=ontem');
    expect(lerFiltros(params, CAMPOS, padrao)).toMatchObject({
      data_inicio: '2026-11-01',
      data_fim: '2026-11-15',
    });
  });
});

describe('lerPagina', () => {
  it('reads a whole page from 1, else 1', () => {
    expect(lerPagina(new URLSearchParams('page=3'))).toBe(3);
    for (const ruim of ['', 'page=0', 'page=-2', 'page=2.5', 'page=abc']) {
      expect(lerPagina(new URLSearchParams(ruim))).toBe(1);
    }
  });
});

describe('escreverFiltros', () => {
  it('writes only the filters in force and the page after the first', () => {
    const filtros = { ...VAZIOS, status: 'Pago', data_fim: '2026-01-31' };
    expect(escreverFiltros(new URLSearchParams(), CAMPOS, filtros, 1).toString()).toBe(
      'status=Pago&data_fim=2026-01-31',
    );
    expect(escreverFiltros(new URLSearchParams(), CAMPOS, filtros, 2).get('page')).toBe('2');
  });

  it("keeps the screen's other parameters and clears the list's own", () => {
    const atual = new URLSearchParams('aba=emitidas&status=Pago&page=4');
    expect(escreverFiltros(atual, CAMPOS, VAZIOS, 1).toString()).toBe('aba=emitidas');
  });

  it('leaves out a value equal to its default, so the link stays short', () => {
    const padrao = { data_inicio: '2026-11-01', data_fim: '2026-11-30' };
    const filtros = { ...VAZIOS, data_inicio: '2026-11-01', data_fim: '2026-11-15' };
    expect(escreverFiltros(new URLSearchParams(), CAMPOS, filtros, 1, padrao).toString()).toBe(
      'data_fim=2026-11-15',
    );
  });

  it('reads back what it wrote', () => {
    const filtros = { ...VAZIOS, search: 'NF 12', usuario: '3', encerrados: 'true' };
    expect(lerFiltros(escreverFiltros(new URLSearchParams(), CAMPOS, filtros, 1), CAMPOS)).toEqual(filtros);
  });
});

describe('prepararFiltros', () => {
  it('trims the search and fills an empty date with its default', () => {
    const padrao = { data_inicio: '2026-11-01' };
    expect(prepararFiltros({ ...VAZIOS, search: '  Acme  ' }, CAMPOS, padrao)).toEqual({
      filtros: { ...VAZIOS, search: 'Acme', data_inicio: '2026-11-01' },
    });
  });

  it("refuses an end before the start, under the end's field", () => {
    const rascunho = { ...VAZIOS, data_inicio: '2026-02-01', data_fim: '2026-01-31' };
    expect(prepararFiltros(rascunho, CAMPOS)).toEqual({
      erro: { campo: 'data_fim', mensagem: PERIODO_INVERTIDO },
    });
    expect(prepararFiltros({ ...rascunho, data_fim: '2026-02-01' }, CAMPOS)).toHaveProperty('filtros');
  });

  it('compares a default start with the end typed', () => {
    const padrao = { data_inicio: '2026-11-01', data_fim: '2026-11-30' };
    const rascunho = { ...VAZIOS, data_fim: '2026-10-31' };
    expect(prepararFiltros(rascunho, CAMPOS, padrao)).toHaveProperty('erro');
  });
});

describe('filtrosVazios and hasFiltros', () => {
  it("'Limpar' restores the defaults, and only a filter beyond them counts as applied", () => {
    const padrao = { data_inicio: '2026-11-01', data_fim: '2026-11-30' };
    const vazios = filtrosVazios(CAMPOS, padrao);
    expect(vazios).toEqual({ ...VAZIOS, ...padrao });
    expect(hasFiltros(vazios, CAMPOS, padrao)).toBe(false);
    expect(hasFiltros({ ...vazios, status: 'Pago' }, CAMPOS, padrao)).toBe(true);
    expect(hasFiltros(VAZIOS, CAMPOS)).toBe(false);
  });
});
