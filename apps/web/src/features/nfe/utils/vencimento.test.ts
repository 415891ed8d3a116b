import { describe, expect, it } from 'vitest';
import { vencimentoPadrao } from './vencimento';

describe('vencimentoPadrao', () => {
  it("adds the client's payment term to today", () => {
    expect(vencimentoPadrao({ condicao_pagamento_dias: 15 }, '2026-11-20')).toBe('2026-12-05');
    expect(vencimentoPadrao({ condicao_pagamento_dias: 45 }, '2026-12-20')).toBe('2027-02-03');
  });

  it('adds 30 days without a client or a term', () => {
    expect(vencimentoPadrao(undefined, '2026-01-31')).toBe('2026-03-02');
    expect(vencimentoPadrao({ condicao_pagamento_dias: null }, '2026-11-20')).toBe('2026-12-20');
    expect(vencimentoPadrao({}, '2026-11-20')).toBe('2026-12-20');
  });
});
