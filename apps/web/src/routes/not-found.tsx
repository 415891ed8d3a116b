import { Link } from 'react-router';
import { PageHeader } from '../components/layout/page-header';
import { buttonClassName } from '../components/ui/button';
import { Card } from '../components/ui/card';

export function NotFoundRoute() {
  return (
    <>
      <PageHeader title="Página não encontrada" />
      <Card>
        <div className="stack">
          <p>O endereço acessado não existe ou foi movido.</p>
          <p>
            <Link to="/dashboard" className={buttonClassName('primary')}>
              Ir para o Dashboard
            </Link>
          </p>
        </div>
      </Card>
    </>
  );
}
