import { addDaysIso, todayIso } from '../../../lib/dates';

/** SPEC §3: a client without a payment term is treated as 30 days. */
const PRAZO_PADRAO_DIAS = 30;

/**
 * SPEC §9: the default due date of the draft screen and of the emission, today plus the client's payment
 * term, or plus 30 days.
 */
export function vencimentoPadrao(
  cliente: { condicao_pagamento_dias?: number | null } | undefined,
  hoje: string = todayIso(),
): string {
  const dias = cliente?.condicao_pagamento_dias || PRAZO_PADRAO_DIAS;
  return addDaysIso(hoje, dias);
}
