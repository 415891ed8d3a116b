import type { TStatusFiscal } from '@erp/contracts/status-fiscal';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { serverErrorText } from '../../../lib/server-errors';
import { useTestarComunicacao } from '../api/testar-comunicacao';

type StatusServico = TStatusFiscal['nfe'];

// 107: NFeStatusServico4 in operation. The Sefin Nacional answers 404 to the DPS that cannot exist when the
// connection, the mutual TLS and the certificate all work (it has no status service).
const isNfeEmOperacao = (s: StatusServico) => s.cStat === '107';
const isNfseEmOperacao = (s: StatusServico) => s.cStat === '404' || s.cStat === '200';

function LinhaDoServico({
  nome,
  status,
  emOperacao,
}: {
  nome: string;
  status: StatusServico;
  emOperacao: boolean;
}) {
  return (
    <li>
      <strong>{nome}:</strong> {emOperacao ? 'em operação' : 'sem comunicação'}
      {status.cStat ? ` (${status.cStat} - ${status.xMotivo})` : ` (${status.xMotivo})`}, {status.ms} ms
      <br />
      <small>{status.url}</small>
    </li>
  );
}

/** Asks SEFAZ and the Sefin Nacional of the environment in use whether they answer, and shows what they said. */
export function TestarComunicacao() {
  const teste = useTestarComunicacao();
  return (
    <div className="certificado-ambiente__teste">
      <div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => teste.mutate()}
          isLoading={teste.isPending}
          loadingText="Testando..."
        >
          Testar comunicação
        </Button>
      </div>
      {teste.isError && (
        <Notice>{serverErrorText(teste.error, 'Não foi possível testar a comunicação.')}</Notice>
      )}
      {teste.data && (
        <ul aria-label="Resultado do teste de comunicação" className="certificado-ambiente__resultado">
          <LinhaDoServico
            nome="NF-e (SEFAZ)"
            status={teste.data.nfe}
            emOperacao={isNfeEmOperacao(teste.data.nfe)}
          />
          <LinhaDoServico
            nome="NFS-e (Sefin Nacional)"
            status={teste.data.nfse}
            emOperacao={isNfseEmOperacao(teste.data.nfse)}
          />
        </ul>
      )}
    </div>
  );
}
