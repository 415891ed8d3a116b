import { ZBackupInfo } from '@erp/contracts/backup';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { requireAdmin } from '../../plugins/require-admin.ts';
import { consultarBackup } from './consultar-backup.ts';

/** The last backup, for Dados da Empresa and the dashboard's warning: administrators only (it names a server path). */
export const backupRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/preferencias/backup',
    { preHandler: requireAdmin(ctx), schema: { response: { 200: ZBackupInfo } } },
    () => consultarBackup(ctx),
  );
};
