import { useAmbienteFiscal } from '../api/get-ambiente-fiscal';
import './ambiente-fiscal-aviso.css';

/**
 * A strip above every screen while documents go anywhere but production, so a simulation is never taken for
 * real invoices. Hidden in production; printed, since a printout of a simulated note must say so too.
 */
export function AmbienteFiscalAviso() {
  const { data } = useAmbienteFiscal();
  if (!data || data.modo === 'producao') return null;
  return (
    <div className="ambiente-fiscal-aviso" role="status" data-modo={data.modo}>
      <strong>{data.rotulo}</strong> <span>{data.descricao}</span>
    </div>
  );
}
