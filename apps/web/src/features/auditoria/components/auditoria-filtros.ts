import { ENTIDADES_AUDITORIA, ROTULOS_ENTIDADE_AUDITORIA } from '@erp/contracts/auditoria';
import type { TUsuario } from '@erp/contracts/usuarios';
import { type CampoDeFiltro, selecao, selecaoPorId } from '../../../lib/filtros-na-url';
import type { AuditoriaFiltros } from '../api/buscar-auditoria';

/** By user, entity and period (Brasília days, both ends included). */
export function camposDaAuditoria(usuarios: TUsuario[] | undefined): CampoDeFiltro<keyof AuditoriaFiltros>[] {
  return [
    selecaoPorId(
      'usuario',
      'Utilizador',
      (usuarios ?? []).map((u) => ({ valor: String(u.id), rotulo: `${u.nome} (${u.email})` })),
    ),
    selecao('entidade', 'Entidade', 'Todas', ENTIDADES_AUDITORIA, (e) => ROTULOS_ENTIDADE_AUDITORIA[e]),
    { tipo: 'data', nome: 'data_inicio', rotulo: 'Data início' },
    { tipo: 'data', nome: 'data_fim', rotulo: 'Data fim', depoisDe: 'data_inicio' },
  ];
}
