import type { TModoFiscal } from '@erp/contracts/fiscal';
import { StatusBadge } from './status-badge';

const ROTULOS: Record<Exclude<TModoFiscal, 'producao'>, string> = {
  simulacao: 'Teste (simulação)',
  homologacao: 'Teste (homologação)',
};

type AmbienteDoDocumentoProps = {
  ambiente: TModoFiscal;
  efeitosEstornadosEm: string | null;
};

/**
 * The environment of an issued document, shown only for test ones (simulação, homologação): they have no legal
 * value, and once the company went into produção their effects were reversed and they count nowhere.
 */
export function AmbienteDoDocumento({ ambiente, efeitosEstornadosEm }: AmbienteDoDocumentoProps) {
  if (ambiente === 'producao') return null;
  const rotulo = efeitosEstornadosEm ? `${ROTULOS[ambiente]} — estornado` : ROTULOS[ambiente];
  return (
    <span
      className="ambiente-do-documento"
      title={
        efeitosEstornadosEm
          ? 'Documento de teste, sem valor fiscal: seus efeitos foram estornados ao entrar em produção.'
          : 'Documento de teste, sem valor fiscal.'
      }
    >
      <StatusBadge status={rotulo} tone="info" />
    </span>
  );
}
