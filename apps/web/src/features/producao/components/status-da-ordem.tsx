import type { TStatusOrdem } from '@erp/contracts/producao';
import { StatusBadge, type StatusTone } from '../../../components/ui/status-badge';

const TOM: Record<TStatusOrdem, StatusTone> = {
  Aberta: 'neutral',
  'Em produção': 'info',
  Concluída: 'warning',
  Faturada: 'success',
  Cancelada: 'danger',
};

/** The order's status on its pill: a closed order waits for its return note (warning), an invoiced one is done. */
export function StatusDaOrdem({ status }: { status: TStatusOrdem }) {
  return <StatusBadge status={status} tone={TOM[status]} />;
}
