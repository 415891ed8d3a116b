import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { serverErrorText } from '../../../lib/server-errors';
import { useAlterarEnvioSemHttps, useEnvioSemHttps } from '../api/envio-sem-https';
import './certificado-e-ambiente.css';

export const CONFIRMACAO_ENVIO_SEM_HTTPS =
  'Permitir o envio do certificado digital sem HTTPS? O arquivo A1 e a sua senha atravessarão a rede sem ' +
  'criptografia (em texto claro): qualquer computador da rede por onde passarem poderá copiá-los e assinar notas ' +
  'em nome da empresa. Use só se não for possível acessar o sistema por https://.';

/**
 * The administrator's exception to the A1 upload over plain HTTP from another computer (issue 26): off by default;
 * turning it on asks for a confirmation that says what crosses the network in clear. The server audits each change.
 * Other profiles see the state only (`isReadOnly`).
 */
export function EnvioSemHttps({ isReadOnly = false }: { isReadOnly?: boolean }) {
  const estado = useEnvioSemHttps();
  const alteracao = useAlterarEnvioSemHttps();
  const [falha, setFalha] = useState<string | null>(null);
  const [feito, setFeito] = useState<string | null>(null);

  function alterar(permitido: boolean) {
    if (permitido && !window.confirm(CONFIRMACAO_ENVIO_SEM_HTTPS)) return;
    setFalha(null);
    setFeito(null);
    alteracao.mutate(
      { permitido },
      {
        onSuccess: (novo) =>
          setFeito(
            novo.permitido
              ? 'Envio do certificado sem HTTPS permitido.'
              : 'Envio do certificado sem HTTPS bloqueado.',
          ),
        onError: (error) => setFalha(serverErrorText(error, 'Não foi possível alterar o envio sem HTTPS.')),
      },
    );
  }

  const permitido = estado.data?.permitido;
  return (
    <section className="certificado-ambiente__parte" aria-labelledby="envio-sem-https-titulo">
      <h4 id="envio-sem-https-titulo" className="certificado-ambiente__subtitulo">
        Envio do certificado sem HTTPS
      </h4>
      {estado.isPending && <p aria-busy="true">Carregando...</p>}
      {estado.isError && (
        <Notice>{serverErrorText(estado.error, 'Falha ao carregar o envio sem HTTPS.')}</Notice>
      )}
      {falha && <Notice onDismiss={() => setFalha(null)}>{falha}</Notice>}
      {feito && (
        <Notice tone="info" onDismiss={() => setFeito(null)}>
          {feito}
        </Notice>
      )}
      {permitido === false && (
        <p>
          Não permitido: de outro computador, o certificado só pode ser enviado por uma conexão segura
          (https://).
        </p>
      )}
      {permitido === true && (
        <p>
          Permitido: o certificado e a sua senha podem ser enviados por http:// de qualquer computador da
          rede, sem criptografia.
        </p>
      )}
      {isReadOnly && <p>Somente um Administrador pode alterar o envio do certificado sem HTTPS.</p>}
      {permitido !== undefined && !isReadOnly && (
        <div>
          <Button
            variant={permitido ? 'primary' : 'danger'}
            size="sm"
            onClick={() => alterar(!permitido)}
            isLoading={alteracao.isPending}
            loadingText="Alterando..."
          >
            {permitido ? 'Exigir HTTPS no envio' : 'Permitir envio sem HTTPS'}
          </Button>
        </div>
      )}
    </section>
  );
}
