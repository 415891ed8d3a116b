import { randomUUID } from 'node:crypto';
import { configureZodPtBr } from '@erp/contracts/zod-locale';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyRequest, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.ts';
import { abrirCofreNaPartida } from './lib/abrir-cofre-na-partida.ts';
import type { TlsDoServidor } from './lib/https-do-servidor.ts';
import { agendarTarefas } from './lib/tarefa-periodica.ts';
import { MENSAGENS_DE_EMAIL } from './mensagens-de-email.ts';
import { auditoriaRoutes } from './modules/auditoria/auditoria.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { restringirChaoDeFabrica } from './modules/auth/restringir-chao-de-fabrica.ts';
import { backupRoutes } from './modules/backup/backup.routes.ts';
import { tarefaBackupAutomatico } from './modules/backup/backup-automatico.ts';
import { clientesRoutes } from './modules/clientes/clientes.routes.ts';
import { boletoRoutes } from './modules/cobranca/boleto/boleto.routes.ts';
import { faltaParaOBoleto } from './modules/cobranca/boleto/conta-padrao-do-boleto.ts';
import { cnabRoutes } from './modules/cobranca/cnab/cnab.routes.ts';
import { contasBancariasRoutes } from './modules/cobranca/contas-bancarias.routes.ts';
import { pixRoutes } from './modules/cobranca/pix/pix.routes.ts';
import { conciliacaoRoutes } from './modules/conciliacao/conciliacao.routes.ts';
import { blocoKRoutes } from './modules/contabilidade/bloco-k/bloco-k.routes.ts';
import { contabilidadeRoutes } from './modules/contabilidade/contabilidade.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { tarefaBuscaAutomatica } from './modules/distribuicao-dfe/busca-automatica.ts';
import { distribuicaoDfeRoutes } from './modules/distribuicao-dfe/distribuicao-dfe.routes.ts';
import { tarefaEnvioEmails } from './modules/email/enviar-emails-pendentes.ts';
import { cifrarSenhaSmtpEmClaro } from './modules/empresa/cifrar-senha-smtp-em-claro.ts';
import { empresaRoutes } from './modules/empresa/empresa.routes.ts';
import { entradasRoutes } from './modules/entradas/entradas.routes.ts';
import { financeiroRoutes } from './modules/financeiro/financeiro.routes.ts';
import { certificadoRoutes } from './modules/fiscal/certificado.routes.ts';
import { fiscalRoutes } from './modules/fiscal/fiscal.routes.ts';
import { fornecedoresRoutes } from './modules/fornecedores/fornecedores.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { materialTerceirosRoutes } from './modules/material-terceiros/material-terceiros.routes.ts';
import { nfeRoutes } from './modules/nfe/nfe.routes.ts';
import { tarefaReenvioNfe } from './modules/nfe/reenvio-nfe.ts';
import { nfseRoutes } from './modules/nfse/nfse.routes.ts';
import { tarefaReenvioNfse } from './modules/nfse/reenvio-nfse.ts';
import { producaoRoutes } from './modules/producao/producao.routes.ts';
import { produtosRoutes } from './modules/produtos/produtos.routes.ts';
import { relatoriosRoutes } from './modules/relatorios/relatorios.routes.ts';
import { servicosRoutes } from './modules/servicos/servicos.routes.ts';
import { trocaDeAmbienteRoutes } from './modules/troca-de-ambiente/troca-de-ambiente.routes.ts';
import { usuariosRoutes } from './modules/usuarios/usuarios.routes.ts';
import { authPlugin, requireSessionUser } from './plugins/auth.ts';
import { controlCharactersPlugin } from './plugins/control-characters.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { securityPlugin } from './plugins/security.ts';
import { hasBuiltSpa, spaPlugin } from './plugins/spa.ts';

configureZodPtBr();

/** The signed-in user's id for the request log, or undefined (reading `request.user` unauthenticated throws). */
function idDoUsuario(request: FastifyRequest): number | undefined {
  try {
    return request.user.id;
  } catch {
    return undefined;
  }
}

/**
 * `logStream` lets tests read what the API logs (server.ts turns it into readable lines); `https`, the server's
 * certificate and key, makes it serve HTTPS instead of plain HTTP.
 */
export async function buildApp(
  ctx: AppContext,
  options: { logStream?: NodeJS.WritableStream; https?: TlsDoServidor } = {},
): Promise<FastifyInstance> {
  const { config } = ctx;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Defence in depth: request logs never carry credentials even if a header or body is logged later.
      redact: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.senha',
        '*.smtp_senha',
        '*.smtpSenha',
        '*.password',
        '*.pass',
        '*.token',
        // The company's A1 (the multipart field, a PFX read into memory, its key) and the stored ciphertexts.
        '*.certificado',
        '*.pfx',
        '*.privateKeyPem',
        '*.chave',
        '*.pfxCifrado',
        '*.senhaCifrada',
        '*.smtpSenhaCifrada',
        '*.smtpSenhaEmClaro',
      ],
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    genReqId: () => randomUUID(),
    // Fastify's own two lines per request carry the URL with its query string (searches by name, CPF/CNPJ):
    // the onResponse hook below writes one line instead, without it.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Fastify's types tie an https server to another instance type; the routes and hooks are the same.
    ...((options.https ? { https: options.https } : {}) as object),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // One line per request, when it ends: the route's pattern (/api/clientes/:id), never the query string,
  // which carries personal data; the request id comes with request.log.
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.routeOptions.url ?? request.url.split('?', 1)[0],
        statusCode: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
        userId: idDoUsuario(request),
      },
      'request completed',
    );
  });

  // The secret store's key is read (or created, on the first start) and checked against the database now: a bad,
  // wrong or missing APP_SECRET_KEY or key file stops the start-up instead of the first e-mail or emission.
  await abrirCofreNaPartida(ctx.db, config, (mensagem) => app.log.warn(mensagem));
  await cifrarSenhaSmtpEmClaro(ctx, app.log);

  const hasSpa = hasBuiltSpa(config.webDistDir);
  await app.register(errorsPlugin, { hasSpa });
  await app.register(securityPlugin);
  await app.register(compress, { threshold: 1024 });
  await app.register(openapiPlugin);
  await app.register(authPlugin, { ctx });
  await app.register(controlCharactersPlugin);

  await app.register(
    async (api) => {
      api.addHook('onRequest', requireSessionUser);
      api.addHook('onRequest', restringirChaoDeFabrica(ctx));
      await api.register(healthRoutes, { ctx });
      await api.register(authRoutes, { ctx });
      await api.register(produtosRoutes, { ctx });
      await api.register(clientesRoutes, { ctx });
      await api.register(servicosRoutes, { ctx });
      await api.register(fornecedoresRoutes, { ctx });
      await api.register(usuariosRoutes, { ctx });
      // Dados da Empresa asks cobrança before 'Boleto automático' is switched on (cobrança imports empresa).
      await api.register(empresaRoutes, { ctx, faltaParaOBoleto });
      await api.register(certificadoRoutes, { ctx });
      await api.register(financeiroRoutes, { ctx });
      await api.register(contasBancariasRoutes, { ctx });
      await api.register(pixRoutes, { ctx });
      await api.register(boletoRoutes, { ctx });
      await api.register(cnabRoutes, { ctx });
      await api.register(conciliacaoRoutes, { ctx });
      await api.register(entradasRoutes, { ctx });
      await api.register(distribuicaoDfeRoutes, { ctx });
      await api.register(relatoriosRoutes, { ctx });
      await api.register(materialTerceirosRoutes, { ctx });
      await api.register(dashboardRoutes, { ctx });
      await api.register(fiscalRoutes, { ctx });
      await api.register(trocaDeAmbienteRoutes, { ctx });
      await api.register(nfeRoutes, { ctx });
      await api.register(nfseRoutes, { ctx });
      await api.register(producaoRoutes, { ctx });
      await api.register(contabilidadeRoutes, { ctx });
      await api.register(blocoKRoutes, { ctx });
      await api.register(auditoriaRoutes, { ctx });
      await api.register(backupRoutes, { ctx });
    },
    { prefix: '/api' },
  );
  // Every background job: each runs on its own timer from the moment the app is ready, one run at a time, a
  // failure logged with its name, stopped and waited for on close (lib/tarefa-periodica.ts). The retries claim
  // each period in tarefas_periodicas, so several API processes on one database run them once between them.
  agendarTarefas(app, [
    tarefaReenvioNfe(ctx),
    tarefaReenvioNfse(ctx),
    tarefaEnvioEmails(ctx, MENSAGENS_DE_EMAIL),
    tarefaBuscaAutomatica(ctx),
    tarefaBackupAutomatico(ctx),
  ]);

  if (hasSpa) await app.register(spaPlugin, { dir: config.webDistDir });
  else app.log.warn(`Interface web não encontrada em ${config.webDistDir}: rode "npm run build".`);
  return app;
}
