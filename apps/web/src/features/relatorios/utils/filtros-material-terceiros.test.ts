import { describe, expect, it } from 'vitest';
import { escreverFiltros, lerFiltros } from '../../../lib/filtros-na-url';
import { camposMaterialTerceiros } from './filtros-material-terceiros';

const CAMPOS = camposMaterialTerceiros(undefined);

describe('filtros do relatório de material de terceiros', () => {
  it('reads the filters of the dashboard link and drops malformed ones', () => {
    expect(
      lerFiltros(
        new URLSearchParams('situacao=vencido&id_cliente=12&id_produto=x&data_inicio=2026-13&encerrados=1'),
        CAMPOS,
      ),
    ).toEqual({
      id_cliente: '12',
      id_produto: '',
      situacao: 'vencido',
      data_inicio: '',
      data_fim: '',
      encerrados: '',
    });
    expect(lerFiltros(new URLSearchParams('situacao=atrasado'), CAMPOS).situacao).toBe('');
  });

  it('writes only the filters in force, and the page after the first', () => {
    const filtros = lerFiltros(new URLSearchParams('situacao=a_vencer&data_fim=2026-11-30'), CAMPOS);
    expect(escreverFiltros(new URLSearchParams(), CAMPOS, filtros, 1).toString()).toBe(
      'situacao=a_vencer&data_fim=2026-11-30',
    );
    expect(escreverFiltros(new URLSearchParams(), CAMPOS, filtros, 3).toString()).toBe(
      'situacao=a_vencer&data_fim=2026-11-30&page=3',
    );
  });
});
