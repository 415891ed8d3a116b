import { Link } from 'react-router';
import { Button, type ButtonVariant, buttonClassName } from '../../../components/ui/button';
import type { useAcoesDaOrdem } from '../hooks/use-acoes-da-ordem';

type AcoesDaOrdem = ReturnType<typeof useAcoesDaOrdem>;

/** The order's page actions, those its status allows, beside 'Voltar' and 'Perda normal'. */
export function BotoesDaOrdem({ acoes }: { acoes: AcoesDaOrdem }) {
  const { permitidas } = acoes;
  return (
    <>
      <Link className={buttonClassName('ghost')} to="/producao/ordens">
        Voltar
      </Link>
      {permitidas.iniciar && <BotaoDaAcao acao={acoes.iniciar} rotulo="Iniciar" carregando="Iniciando..." />}
      {permitidas.apontar && <Button onClick={() => acoes.abrir('apontar')}>Apontar</Button>}
      {permitidas.concluir && (
        <BotaoDaAcao acao={acoes.concluir} rotulo="Concluir" carregando="Concluindo..." />
      )}
      {permitidas.gerarNfe && (
        <BotaoDaAcao acao={acoes.gerarNfe} rotulo="Gerar NF-e de retorno" carregando="Gerando..." />
      )}
      <Button variant="secondary" onClick={() => acoes.abrir('perda-normal')}>
        Perda normal
      </Button>
      {permitidas.cancelar && (
        <BotaoDaAcao
          acao={acoes.cancelar}
          rotulo="Cancelar ordem"
          carregando="Cancelando..."
          variant="danger-outline"
        />
      )}
    </>
  );
}

type BotaoDaAcaoProps = {
  acao: { executar: () => void; isPending: boolean };
  rotulo: string;
  carregando: string;
  variant?: ButtonVariant;
};

/** An action of the order that waits for the server, reading `carregando` meanwhile. */
function BotaoDaAcao({ acao, rotulo, carregando, variant }: BotaoDaAcaoProps) {
  return (
    <Button variant={variant} onClick={acao.executar} isLoading={acao.isPending} loadingText={carregando}>
      {rotulo}
    </Button>
  );
}
