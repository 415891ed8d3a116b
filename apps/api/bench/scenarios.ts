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
];
