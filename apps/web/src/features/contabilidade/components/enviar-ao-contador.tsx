import { ANEXO_CONTADOR_MAX_BYTES } from '@erp/contracts/contabilidade';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Notice } from '../../../components/ui/notice';
import { serverErrorText } from '../../../lib/server-errors';
import { useEnviarAoContador } from '../api/enviar-ao-contador';
import type { PedidoExportacao } from '../api/exportacao-contabil';
import { formatarTamanho } from '../utils/periodo-exportacao';

/**
 * 'Enviar ao contador': the same period's .zip, attached to an e-mail to the accountant's address of Dados da
 * Empresa through the outbox (which retries a mail server that is down). Only archives up to the attachment limit
 * go; a larger one is refused with what to do instead.
 */
export function EnviarAoContador({ pedido }: { pedido: PedidoExportacao }) {
  const enviar = useEnviarAoContador();
  return (
    <Card title="Enviar ao contador">
      <p>
        {`O arquivo do período vai anexado a um e-mail para o endereço do contador informado em Dados da Empresa, se tiver até ${formatarTamanho(ANEXO_CONTADOR_MAX_BYTES)}.`}
      </p>
      <Button
        type="button"
        variant="secondary"
        isLoading={enviar.isPending}
        loadingText="Enviando..."
        onClick={() => enviar.mutate(pedido)}
      >
        Enviar ao contador
      </Button>
      {enviar.isSuccess && <Notice tone="info">{enviar.data.message}</Notice>}
      {enviar.isError && <Notice>{serverErrorText(enviar.error, 'Falha ao enviar ao contador.')}</Notice>}
    </Card>
  );
}
