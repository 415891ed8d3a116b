import type { Scenario } from './measure.ts';

/** The baseline every scenario is compared with, measured in the same run. */
export const baseline: Scenario = {
  name: 'GET /api/health',
  path: '/api/health',
  connections: 50,
  isAuthenticated: false,
};

export const scenarios: Scenario[] = [
  { name: 'GET /api/me', path: '/api/me', connections: 50, isAuthenticated: true },
  // Issue 3 targets on 100 000 products / 50 000 clients: p95 <= 20 ms with 20 connections.
  // A user looks up a lot or SKU: a selective term.
  {
    name: 'GET /api/produtos?search=lote 4711',
    path: '/api/produtos?page=1&limit=10&search=lote%204711',
    connections: 20,
    isAuthenticated: true,
    metaP95Ms: 20,
  },
  {
    name: 'GET /api/clientes?page=2500',
    path: '/api/clientes?page=2500&limit=10',
    connections: 20,
    isAuthenticated: true,
    metaP95Ms: 20,
  },
  // For information: one word, the list as it opens, a deep page, and two common words matching 1 786 products.
  {
    name: 'GET /api/produtos?search=4711',
    path: '/api/produtos?page=1&limit=10&search=4711',
    connections: 20,
    isAuthenticated: true,
  },
  {
    name: 'GET /api/produtos',
    path: '/api/produtos?page=1&limit=10',
    connections: 20,
    isAuthenticated: true,
  },
  {
    name: 'GET /api/produtos?page=5000',
    path: '/api/produtos?page=5000&limit=10',
    connections: 20,
    isAuthenticated: true,
  },
  {
    name: 'GET /api/produtos?search=polietileno reciclado',
    path: '/api/produtos?page=1&limit=10&search=polietileno%20reciclado',
    connections: 20,
    isAuthenticated: true,
  },
];
