import type { Scenario } from './measure.ts';

const dia = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(d);

/**
 * Issue 7 targets on 1 000 000 lançamentos, 2 000 000 stock movements and 100 000 NF-e over three years:
 * the dashboard, a 12-month cash flow and a month of receivables, as the screens load them. The whole
 * 12-month cash flow in one answer follows, for information: no screen asks for it.
 */
export function cenariosFinanceiro(now = new Date()): Scenario[] {
  const hoje = dia(now);
  const [ano, mes, diaDoMes] = hoje.split('-').map(Number) as [number, number, number];
  // 29/02 a year back is 01/03.
  const umAnoAtras = dia(new Date(Date.UTC(ano - 1, mes - 1, diaDoMes, 12)));
  const inicioDoMes = `${hoje.slice(0, 8)}01`;
  const fimDoMes = dia(new Date(Date.UTC(ano, mes, 0, 12)));
  return [
    {
      name: 'GET /api/dashboard',
      path: '/api/dashboard',
      connections: 20,
      isAuthenticated: true,
      metaP95Ms: 50,
    },
    {
      name: 'GET /api/financeiro/contas-a-receber (1 mês)',
      path: `/api/financeiro/contas-a-receber?page=1&limit=10&data_inicio=${inicioDoMes}&data_fim=${fimDoMes}`,
      connections: 20,
      isAuthenticated: true,
      metaP95Ms: 20,
    },
    // A year of payments (about 290 000) as one user opens it on the screen: the cards and the first 100
    // movements with their running balance.
    {
      name: 'GET /api/relatorios/fluxo-caixa (12 meses, página 1)',
      path: `/api/relatorios/fluxo-caixa?data_inicio=${umAnoAtras}&data_fim=${hoje}&page=1&limit=100`,
      connections: 1,
      isAuthenticated: true,
      metaP95Ms: 100,
    },
    // The same year unpaged, every movement in one answer (about 44 MB of JSON): what the API still answers
    // a caller that asks for no page.
    {
      name: 'GET /api/relatorios/fluxo-caixa (12 meses, sem paginação)',
      path: `/api/relatorios/fluxo-caixa?data_inicio=${umAnoAtras}&data_fim=${hoje}`,
      connections: 1,
      isAuthenticated: true,
    },
  ];
}
