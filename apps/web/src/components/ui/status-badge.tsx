import './status-badge.css';

export type StatusTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

// The statuses the API sends (SPEC §4), mapped once so every list colours them the same way.
const TONE_BY_STATUS: Record<string, StatusTone> = {
  rascunho: 'neutral',
  autorizada: 'success',
  cancelada: 'danger',
  rejeitada: 'danger',
  denegada: 'danger',
  processando: 'info',
  pendente: 'warning',
  'cancelamento pendente': 'warning',
  pago: 'success',
  confirmada: 'success',
  ativo: 'success',
  inativo: 'neutral',
};

export function statusTone(status: string): StatusTone {
  return TONE_BY_STATUS[status.trim().toLowerCase()] ?? 'neutral';
}

type StatusBadgeProps = {
  status: string;
  /** Overrides the colour picked from the status text. */
  tone?: StatusTone;
};

/** The status as text on a coloured pill: the word carries the meaning, the colour only helps. */
export function StatusBadge({ status, tone }: StatusBadgeProps) {
  return <span className={`status-badge status-badge--${tone ?? statusTone(status)}`}>{status}</span>;
}
