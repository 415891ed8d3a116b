import {
  ZHistoricoMaterial,
  ZMaterialTerceirosClientes,
  ZMaterialTerceirosProdutos,
  ZMaterialTerceirosQuery,
  ZMaterialTerceirosResumo,
  ZMaterialTerceirosTotaisQuery,
  ZPrazosMaterialTerceiros,
  ZPrazosMaterialTerceirosInput,
  ZRelatorioMaterialTerceiros,
} from '@erp/contracts/material-terceiros';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { requireAdmin } from '../../plugins/require-admin.ts';
import { callerOf } from '../auth/caller.ts';
import { exportarMaterialTerceirosCsv } from './exportar-material-terceiros-csv.ts';
import { historicoDoItem } from './historico-do-item.ts';
import { obterPrazosMaterialTerceiros } from './obter-prazos-material-terceiros.ts';
import { relatorioMaterialTerceiros } from './relatorio-material-terceiros.ts';
import { resumoMaterialTerceiros } from './resumo-material-terceiros.ts';
import { salvarPrazosMaterialTerceiros } from './salvar-prazos-material-terceiros.ts';
import { clientesDoMaterialTerceiros, produtosDoMaterialTerceiros } from './totais-material-terceiros.ts';

const ITEM_INVALIDO = 'Item inválido.';
// An id beyond int4 is refused here, not sent to PostgreSQL.
const ZId = z.object({
  id: z.coerce
    .number({ error: ITEM_INVALIDO })
    .int(ITEM_INVALIDO)
    .min(1, ITEM_INVALIDO)
    .max(2_147_483_647, ITEM_INVALIDO),
});

export const materialTerceirosRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/relatorios/material-terceiros',
    { schema: { querystring: ZMaterialTerceirosQuery, response: { 200: ZRelatorioMaterialTerceiros } } },
    (req) => relatorioMaterialTerceiros(ctx, req.query),
  );
  app.get(
    '/relatorios/material-terceiros.csv',
    { schema: { querystring: ZMaterialTerceirosQuery } },
    async (req, reply) => {
      const { page: _page, limit: _limit, ...filtros } = req.query;
      const { nomeArquivo, conteudo } = await exportarMaterialTerceirosCsv(ctx, filtros);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${nomeArquivo}"`)
        .send(conteudo);
    },
  );
  app.get(
    '/relatorios/material-terceiros/produtos',
    {
      schema: { querystring: ZMaterialTerceirosTotaisQuery, response: { 200: ZMaterialTerceirosProdutos } },
    },
    (req) => produtosDoMaterialTerceiros(ctx, req.query),
  );
  app.get(
    '/relatorios/material-terceiros/clientes',
    {
      schema: { querystring: ZMaterialTerceirosTotaisQuery, response: { 200: ZMaterialTerceirosClientes } },
    },
    (req) => clientesDoMaterialTerceiros(ctx, req.query),
  );
  app.get(
    '/relatorios/material-terceiros/resumo',
    { schema: { response: { 200: ZMaterialTerceirosResumo } } },
    () => resumoMaterialTerceiros(ctx),
  );
  app.get(
    '/relatorios/material-terceiros/itens/:id',
    { schema: { params: ZId, response: { 200: ZHistoricoMaterial } } },
    (req) => historicoDoItem(ctx, req.params.id),
  );
  app.get(
    '/empresa/prazos-material-terceiros',
    { schema: { response: { 200: ZPrazosMaterialTerceiros } } },
    () => obterPrazosMaterialTerceiros(ctx.db),
  );
  app.put(
    '/empresa/prazos-material-terceiros',
    {
      preHandler: requireAdmin(ctx),
      schema: { body: ZPrazosMaterialTerceirosInput, response: { 200: ZPrazosMaterialTerceiros } },
    },
    (req) => salvarPrazosMaterialTerceiros(ctx, req.body, callerOf(req)),
  );
};
