import { avisoDeVencimentoDoCertificado } from '@erp/contracts/certificado';
import { useAmbienteFiscal } from '../api/buscar-ambiente-fiscal';
import './ambiente-fiscal-aviso.css';

/**
 * A strip above every screen while documents go anywhere but production, so a simulation or a test is never
 * taken for real invoices; in production only the certificate's expiry, from 30 days before it, is shown.
 * Printed, since a printout of a simulated note must say so too.
 */
export function AmbienteFiscalAviso() {
  const { data } = useAmbienteFiscal();
  if (!data) return null;
  const aviso = avisoDeVencimentoDoCertificado(data.certificado ?? null);
  const isProducao = data.modo === 'producao';
  const substituidos = data.enderecos_substituidos ?? null;
  if (isProducao && !aviso && !substituidos) return null;
  return (
    <div className="ambiente-fiscal-aviso" role="status" data-modo={data.modo}>
      {!isProducao && (
        <p className="ambiente-fiscal-aviso__linha">
          <strong>{data.rotulo}</strong> <span>{data.descricao}</span>
        </p>
      )}
      {substituidos && (
        <p className="ambiente-fiscal-aviso__linha">
          <strong>{substituidos}</strong>
        </p>
      )}
      {aviso && (
        <p className="ambiente-fiscal-aviso__linha ambiente-fiscal-aviso__certificado">
          <strong>{aviso}</strong> Envie o novo certificado em Preferências &gt; Dados da Empresa.
        </p>
      )}
    </div>
  );
}
