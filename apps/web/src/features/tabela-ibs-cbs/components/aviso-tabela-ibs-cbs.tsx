import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { useAvisoTabelaIbsCbs } from '../api/buscar-aviso-tabela-ibs-cbs';
import './aviso-tabela-ibs-cbs.css';

/**
 * The dashboard's panel, for administrators, when the yearly IBS/CBS table needs them: a year missing (a warning:
 * no NF-e of that year can be saved) or figures still provisional (information). Nothing otherwise, nor while
 * loading, nor on failure.
 */
export function AvisoTabelaIbsCbs() {
  const aviso = useAvisoTabelaIbsCbs().data?.aviso;
  if (!aviso) return null;
  const isAusente = aviso.tipo === 'ausente';
  return (
    <section
      className={`aviso-tabela-ibs-cbs aviso-tabela-ibs-cbs--${aviso.tipo}`}
      aria-label="Aviso da Tabela IBS/CBS"
    >
      {/* A missing year blocks every NF-e of it: announced at once; a provisional figure politely. */}
      <p className="aviso-tabela-ibs-cbs__mensagem" role={isAusente ? 'alert' : 'status'}>
        <strong>
          {isAusente
            ? `Tabela IBS/CBS de ${aviso.ano} ausente.`
            : `Tabela IBS/CBS de ${aviso.ano} provisória.`}
        </strong>{' '}
        {aviso.mensagem}
      </p>
      <Link
        to="/preferencias/tabela-ibs-cbs"
        className={buttonClassName(isAusente ? 'primary' : 'secondary', 'sm')}
      >
        Abrir Tabela IBS/CBS
      </Link>
    </section>
  );
}
