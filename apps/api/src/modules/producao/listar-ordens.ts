import type { TOrdemResumo, ZOrdensQuery } from '@erp/contracts/producao';
import { Decimal } from '@erp/fiscal/decimal';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { paginateCounted } from '../../lib/pagination.ts';
import { countOrdens, listOrdens } from './producao.repository.ts';

/**
 * GET /producao/ordens: newest first, by number or client name, status and client; paginated like every list.
 * `em_aberto=true` is the report 'Ordens em aberto': the orders not invoiced nor cancelled, each with its age in
 * days and the kg it still holds (`reservado_kg`).
 */
export function listarOrdens(ctx: AppContext, query: z.output<typeof ZOrdensQuery>) {
  const filtro = {
    search: query.search || undefined,
    status: query.status,
    idCliente: query.id_cliente,
    emAberto: query.em_aberto,
  };
  return paginateCounted<TOrdemResumo>(
    query,
    async (w) => {
      const { rows, total } = await listOrdens(ctx.db, filtro, w);
      return {
        total,
        rows: rows.map((r) => ({
          id: r.id,
          numero: r.id,
          id_cliente: r.idCliente,
          nome_razao_social: r.nomeRazaoSocial,
          xped: r.xped,
          status: r.status,
          quantidade_kg: new Decimal(r.quantidadeKg).toFixed(3),
          reservado_kg: new Decimal(r.reservadoKg).toFixed(3),
          created_at: r.createdAt.toISOString(),
          idade_dias: Number(r.idadeDias),
        })),
      };
    },
    () => countOrdens(ctx.db, filtro),
  );
}
