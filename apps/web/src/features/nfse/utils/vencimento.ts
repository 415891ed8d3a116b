import { addDaysIso, todayIso } from '../../../lib/dates';

/** SPEC §3: a client without a payment term is treated as 30 days. */
const PRAZO_PADRAO_DIAS = 30;

/** The receivable's default due date, as on the NF-e (SPEC §9): today plus the tomador's payment term. */
export function vencimentoPadrao(
  cliente: { condicao_pagamento_dias?: number | null } | undefined,
  hoje: string = todayIso(),
): string {
  return addDaysIso(hoje, cliente?.condicao_pagamento_dias || PRAZO_PADRAO_DIAS);
}
