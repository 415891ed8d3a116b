import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../lib/app-error.ts';
import type { SessionUser } from '../modules/auth/auth.repository.ts';
import { authenticate } from '../modules/auth/authenticate.ts';
import { ouvirSessoesAlteradas } from '../modules/auth/sessoes-lembradas.ts';

const sessionUser = Symbol('sessionUser');
type WithSessionUser = FastifyRequest & { [sessionUser]?: SessionUser };

type Verificacao = (request: FastifyRequest) => Promise<void>;
const verificacoesDePerfil = new WeakSet<Verificacao>();

/**
 * Marks a hook as a role check (requireAdmin): wherever a route lists it (`preHandler`, `preValidation`), it runs
 * as the route's first onRequest hook, right after authentication, so an Operador sending an invalid body to an
 * administrator's route gets the role's 403 (audited), never the schema's 400, and the body is not even parsed.
 */
export function verificacaoDePerfil<T extends Verificacao>(verificacao: T): T {
  verificacoesDePerfil.add(verificacao);
  return verificacao;
}

const comoLista = <T>(valor: T | T[] | undefined): T[] =>
  valor === undefined ? [] : Array.isArray(valor) ? valor : [valor];

/** The role checks a route declares among its later hooks, moved to the front of its onRequest hooks. */
function verificarPerfilPrimeiro(route: {
  onRequest?: unknown;
  preValidation?: unknown;
  preHandler?: unknown;
}) {
  const movidas: Verificacao[] = [];
  for (const fase of ['preValidation', 'preHandler'] as const) {
    const hooks = comoLista(route[fase] as Verificacao | Verificacao[] | undefined);
    const restantes = hooks.filter((hook) => !verificacoesDePerfil.has(hook));
    if (restantes.length === hooks.length) continue;
    movidas.push(...hooks.filter((hook) => verificacoesDePerfil.has(hook)));
    route[fase] = restantes.length > 0 ? restantes : undefined;
  }
  if (movidas.length > 0) route.onRequest = [...movidas, ...comoLista(route.onRequest)];
}

/**
 * The one place where routes are protected: every route, including routes added later, requires a valid
 * bearer token unless the route that matched declares `config: { isPublic: true }`.
 *
 * The decision is taken on the route the router matched, never on the URL text: the router decodes the
 * path (`/%61pi/clientes` matches `/api/clientes`) and accepts absolute-form targets, so any test of the raw
 * URL can be walked around. A path no route matched is left to the not-found handler, which authenticates
 * before answering anything but the SPA's page.
 *
 * `request.user` fails closed: reading it on a request that was not authenticated throws 401, so a handler
 * acting on behalf of a user can never run as nobody, whatever a future routing mistake lets through.
 */
export const authPlugin = fp<{ ctx: AppContext }>(async (app: FastifyInstance, { ctx }) => {
  app.decorateRequest('user', {
    getter(this: WithSessionUser): SessionUser {
      const user = this[sessionUser];
      if (!user) throw AppError.unauthorized('Autenticação necessária. Faça login para continuar.');
      return user;
    },
  });
  app.decorate('authenticateRequest', async (request: FastifyRequest) => {
    (request as WithSessionUser)[sessionUser] = await authenticate(ctx, request.headers.authorization);
  });
  app.addHook('onRoute', verificarPerfilPrimeiro);
  // Sessions ended on any process are forgotten here at once (see sessoes-lembradas.ts).
  const pararDeOuvir = ouvirSessoesAlteradas(ctx.db, (erro) =>
    app.log.warn({ err: erro }, 'avisos de sessões encerradas interrompidos; reconectando'),
  );
  app.addHook('onClose', pararDeOuvir);
  app.addHook('onRequest', async (request) => {
    if (request.is404 || request.routeOptions.config?.isPublic) return;
    await app.authenticateRequest(request);
  });
});

/**
 * Second line, hooked on the scope of the /api routes themselves: a non-public route there never reaches its
 * handler without a user, even if the global hook above were ever skipped for it.
 */
export async function requireSessionUser(request: FastifyRequest): Promise<void> {
  if (!request.routeOptions.config?.isPublic) void request.user;
}
