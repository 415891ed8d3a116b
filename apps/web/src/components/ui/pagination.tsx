import { Button } from './button';
import { clampPage } from './clamp-page';
import './pagination.css';

type PaginationProps = {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** The navigation's accessible name, for a second paged table on one screen. */
  label?: string;
};

/** SPEC §2: 'Anterior' / 'Página X de Y' / 'Próxima'; lists only move within 1..totalPages (§5). */
export function Pagination({ page, totalPages, onPageChange, label = 'Paginação' }: PaginationProps) {
  const last = clampPage(totalPages, totalPages);
  const current = clampPage(page, totalPages);

  return (
    <nav className="pagination no-print" aria-label={label}>
      <Button
        variant="secondary"
        size="sm"
        disabled={current <= 1}
        onClick={() => onPageChange(clampPage(current - 1, last))}
      >
        Anterior
      </Button>
      <span className="pagination__status" aria-live="polite">
        Página {current} de {last}
      </span>
      <Button
        variant="secondary"
        size="sm"
        disabled={current >= last}
        onClick={() => onPageChange(clampPage(current + 1, last))}
      >
        Próxima
      </Button>
    </nav>
  );
}
