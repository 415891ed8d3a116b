import { avisoDeVencimentoDoCertificado, type TCertificado } from '@erp/contracts/certificado';
import { FUSO_DA_EMPRESA } from '@erp/fiscal/data-hora';
import { Notice } from '../../../components/ui/notice';
import { formatDate } from '../../../lib/format';
import { formatCpfCnpj } from '../../../lib/masks';

function diasRestantes(dias: number): string {
  if (dias < 0) return 'vencido';
  if (dias === 0) return 'vence hoje';
  return dias === 1 ? '1 dia' : `${dias} dias`;
}

/** What the company's A1 says of itself; never the key, the file or the password (the API has none of them). */
export function CertificadoDados({ certificado }: { certificado: TCertificado }) {
  const aviso = avisoDeVencimentoDoCertificado(certificado);
  return (
    <>
      {aviso && <Notice>{aviso}</Notice>}
      <dl className="certificado-dados" aria-label="Dados do certificado digital">
        <dt>Titular</dt>
        <dd>{certificado.titular}</dd>
        <dt>CNPJ</dt>
        <dd>{formatCpfCnpj(certificado.cnpj)}</dd>
        <dt>Emissor</dt>
        <dd>{certificado.emissor}</dd>
        <dt>Série</dt>
        <dd>{certificado.serie}</dd>
        <dt>Válido de</dt>
        <dd>{formatDate(certificado.valido_de, FUSO_DA_EMPRESA)}</dd>
        <dt>Válido até</dt>
        <dd>{formatDate(certificado.valido_ate, FUSO_DA_EMPRESA)}</dd>
        <dt>Dias restantes</dt>
        <dd>{diasRestantes(certificado.dias_restantes)}</dd>
      </dl>
    </>
  );
}
