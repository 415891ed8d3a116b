import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../components/ui/button';

/**
 * Shown when a screen fails to render or its code cannot be loaded (typically a new version was
 * deployed while the tab was open and the old chunk is gone): a reload fixes both.
 */
export function RouteError() {
  const error = useRouteError();
  console.error('Erro ao exibir a tela:', error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;

  return (
    <div className="route-error" role="alert">
      <h1>Não foi possível carregar esta tela.</h1>
      <p>Recarregue a página para tentar novamente.{detail ? ` (${detail})` : ''}</p>
      <Button onClick={() => window.location.reload()}>Recarregar página</Button>
    </div>
  );
}
