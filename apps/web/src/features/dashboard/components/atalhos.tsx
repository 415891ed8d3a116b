import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';

/** SPEC §2: the three shortcut buttons of the dashboard. */
export function Atalhos() {
  return (
    <nav className="dashboard__atalhos" aria-label="Atalhos">
      <Link to="/nfse/emitir" className={buttonClassName('primary')}>
        Emitir NFS-e
      </Link>
      <Link to="/nfe/emitir" className={buttonClassName('primary')}>
        Emitir NF-e
      </Link>
      <Link to="/entradas" className={buttonClassName('secondary')}>
        Importar XML
      </Link>
    </nav>
  );
}
