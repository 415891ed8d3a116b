import { Button } from './button';
import './pagination.css';

type PaginationProps = {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
};

/** Keeps a page number inside 1..totalPages (an empty list still has page 1 of 1). */
export function clampPage(page: number, totalPages: number): number {
  const last = Math.max(1, Math.floor(totalPages) || 1);
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), last);
}

/** SPEC §2: 'Anterior' / 'Página X de Y' / 'Próxima'; lists only move within 1..totalPages (§5). */
export function Pagination({ page, totalPages, onPageChange }: PaginationProps) {
  const last = clampPage(totalPages, totalPages);
  const current = clampPage(page, last);

  return (
    <nav className="pagination no-print" aria-label="Paginação">
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
