import { describe, expect, it } from 'vitest';
import { filtrosDaUrl, filtrosParaUrl } from './filtros-material-terceiros';

describe('filtros do relatório de material de terceiros', () => {
  it('reads the filters of the dashboard link and drops malformed ones', () => {
    expect(
      filtrosDaUrl(
        new URLSearchParams('situacao=vencido&id_cliente=12&id_produto=x&data_inicio=2026-13&encerrados=1'),
      ),
    ).toEqual({
      id_cliente: '12',
      id_produto: '',
      situacao: 'vencido',
      data_inicio: '',
      data_fim: '',
      encerrados: '',
    });
    expect(filtrosDaUrl(new URLSearchParams('situacao=atrasado')).situacao).toBe('');
  });

  it('writes only the filters in force, and the page after the first', () => {
    const filtros = filtrosDaUrl(new URLSearchParams('situacao=a_vencer&data_fim=2026-11-30'));
    expect(filtrosParaUrl(filtros, 1)).toEqual({ situacao: 'a_vencer', data_fim: '2026-11-30' });
    expect(filtrosParaUrl(filtros, 3)).toEqual({ situacao: 'a_vencer', data_fim: '2026-11-30', page: '3' });
  });
});
