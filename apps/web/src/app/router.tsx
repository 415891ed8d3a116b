import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/layout/loading-screen';
import { RequireNoSession, RequireSession } from '../features/auth/components/require-session';
import { AppLayout } from './app-layout';
import { RouteError } from './route-error';

/**
 * Each screen is its own chunk, fetched the first time its route is visited. Its error boundary sits on
 * the screen, so a failing screen still shows inside the sidebar and the user can go elsewhere.
 */
function screen(path: string, load: () => Promise<ComponentType>): RouteObject {
  return { path, errorElement: <RouteError />, lazy: async () => ({ Component: await load() }) };
}

// SPEC §2 table. Route modules live in src/routes, mirroring the URL.
const screens: RouteObject[] = [
  screen('dashboard', async () => (await import('../routes/dashboard')).DashboardRoute),
  screen('produtos', async () => (await import('../routes/produtos')).ProdutosRoute),
  screen('clientes', async () => (await import('../routes/clientes')).ClientesRoute),
  screen('servicos', async () => (await import('../routes/servicos')).ServicosRoute),
  screen('entradas', async () => (await import('../routes/entradas')).EntradasRoute),
  screen('nfse/emitir', async () => (await import('../routes/nfse/emitir')).EmitirNfseRoute),
  screen('nfe/emitir', async () => (await import('../routes/nfe/emitir')).EmitirNfeRoute),
  screen('nfe/emitir/:id', async () => (await import('../routes/nfe/emitir')).EmitirNfeRoute),
  screen('nfe/listagem', async () => (await import('../routes/nfe/listagem')).ListagemNfeRoute),
  screen('producao/ordens', async () => (await import('../routes/producao/ordens')).OrdensRoute),
  screen('producao/ordens/:id', async () => (await import('../routes/producao/ordem')).OrdemRoute),
  screen('producao/chao', async () => (await import('../routes/producao/chao')).ChaoRoute),
  screen(
    'financeiro/contas-a-receber',
    async () => (await import('../routes/financeiro/contas-a-receber')).ContasAReceberRoute,
  ),
  screen(
    'financeiro/contas-a-pagar',
    async () => (await import('../routes/financeiro/contas-a-pagar')).ContasAPagarRoute,
  ),
  screen(
    'financeiro/fornecedores',
    async () => (await import('../routes/financeiro/fornecedores')).FornecedoresRoute,
  ),
  screen(
    'financeiro/contas-bancarias',
    async () => (await import('../routes/financeiro/contas-bancarias')).ContasBancariasRoute,
  ),
  screen('financeiro/cobranca', async () => (await import('../routes/financeiro/cobranca')).CobrancaRoute),
  screen(
    'financeiro/conciliacao',
    async () => (await import('../routes/financeiro/conciliacao')).ConciliacaoRoute,
  ),
  screen('relatorios/estoque', async () => (await import('../routes/relatorios/estoque')).EstoqueRoute),
  screen(
    'relatorios/faturamento-cliente',
    async () => (await import('../routes/relatorios/faturamento-cliente')).FaturamentoClienteRoute,
  ),
  screen(
    'relatorios/fluxo-caixa',
    async () => (await import('../routes/relatorios/fluxo-caixa')).FluxoCaixaRoute,
  ),
  screen(
    'relatorios/material-terceiros',
    async () => (await import('../routes/relatorios/material-terceiros')).MaterialTerceirosRoute,
  ),
  screen('relatorios/perdas', async () => (await import('../routes/relatorios/perdas')).PerdasRoute),
  screen('contabilidade/bloco-k', async () => (await import('../routes/contabilidade/bloco-k')).BlocoKRoute),
  screen('preferencias/empresa', async () => (await import('../routes/preferencias/empresa')).EmpresaRoute),
  screen(
    'preferencias/tabela-ibs-cbs',
    async () => (await import('../routes/preferencias/tabela-ibs-cbs')).TabelaIbsCbsRoute,
  ),
  screen(
    'preferencias/usuarios',
    async () => (await import('../routes/preferencias/usuarios')).UsuariosRoute,
  ),
  screen(
    'preferencias/contabilidade',
    async () => (await import('../routes/preferencias/contabilidade')).ContabilidadeRoute,
  ),
  screen(
    'preferencias/auditoria',
    async () => (await import('../routes/preferencias/auditoria')).AuditoriaRoute,
  ),
  screen('*', async () => (await import('../routes/not-found')).NotFoundRoute),
];

export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingScreen message="Carregando..." />,
    children: [
      {
        element: <RequireNoSession />,
        children: [screen('login', async () => (await import('../routes/login')).LoginRoute)],
      },
      {
        // Signed out, every other path (unknown ones included) lands on /login.
        element: <RequireSession />,
        children: [
          {
            element: <AppLayout />,
            children: [{ index: true, element: <Navigate to="/dashboard" replace /> }, ...screens],
          },
        ],
      },
    ],
  },
]);
