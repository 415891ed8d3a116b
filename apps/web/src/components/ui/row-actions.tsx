import { Button } from './button';
import './row-actions.css';

type RowActionsProps = {
  onEdit: () => void;
  /** Without it the row offers no 'Excluir' (e.g. the user's own row among the users). */
  onDelete?: (() => void) | undefined;
  /** While this row's deletion is running its button reads 'Excluindo...'. */
  isDeleting?: boolean;
};

/** The 'Editar' / 'Excluir' pair of a register row (SPEC §2, column Ações). */
export function RowActions({ onEdit, onDelete, isDeleting = false }: RowActionsProps) {
  return (
    <div className="row-actions">
      <Button variant="secondary" size="sm" onClick={onEdit}>
        Editar
      </Button>
      {onDelete && (
        <Button
          variant="danger-outline"
          size="sm"
          onClick={onDelete}
          isLoading={isDeleting}
          loadingText="Excluindo..."
        >
          Excluir
        </Button>
      )}
    </div>
  );
}
