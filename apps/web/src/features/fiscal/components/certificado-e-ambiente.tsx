import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Notice } from '../../../components/ui/notice';
import { serverErrorText } from '../../../lib/server-errors';
import { useAmbienteFiscal } from '../api/buscar-ambiente-fiscal';
import { useCertificado } from '../api/buscar-certificado';
import { useRemoverCertificado } from '../api/remover-certificado';
import { AmbienteFiscalForm } from './ambiente-fiscal-form';
import { CertificadoDados } from './certificado-dados';
import { EnviarCertificadoForm } from './enviar-certificado-form';
import { EnvioSemHttps } from './envio-sem-https';
import { EstornarDocumentosDeTeste } from './estornar-documentos-de-teste';
import { TestarComunicacao } from './testar-comunicacao';
import './certificado-e-ambiente.css';

/**
 * Preferências > Dados da Empresa, for administrators: the company's A1 (its data, upload, removal in simulação,
 * the exception to its upload over plain HTTP) and the fiscal environment its documents go to.
 */
export function CertificadoEAmbiente() {
  const certificado = useCertificado();
  const ambiente = useAmbienteFiscal();
  const remocao = useRemoverCertificado();
  const [falha, setFalha] = useState<string | null>(null);

  function remover() {
    if (!window.confirm('Tem certeza que deseja remover o certificado digital da empresa?')) return;
    setFalha(null);
    remocao.mutate(undefined, {
      onError: (error) => setFalha(serverErrorText(error, 'Não foi possível remover o certificado.')),
    });
  }

  const isSimulacao = ambiente.data?.modo === 'simulacao';
  return (
    <Card title="Certificado e Ambiente Fiscal">
      <div className="certificado-ambiente">
        <section className="certificado-ambiente__parte" aria-labelledby="certificado-digital-titulo">
          <h3 id="certificado-digital-titulo" className="certificado-ambiente__subtitulo">
            Certificado digital A1
          </h3>
          {certificado.isPending && <p aria-busy="true">Carregando...</p>}
          {certificado.isError && (
            <Notice>{serverErrorText(certificado.error, 'Falha ao carregar o certificado digital.')}</Notice>
          )}
          {falha && <Notice onDismiss={() => setFalha(null)}>{falha}</Notice>}
          {certificado.data === null && <p>Nenhum certificado digital cadastrado.</p>}
          {certificado.data && (
            <>
              <CertificadoDados certificado={certificado.data} />
              {isSimulacao && (
                <div>
                  <Button
                    variant="danger"
                    size="sm"
                    onClick={remover}
                    isLoading={remocao.isPending}
                    loadingText="Removendo..."
                  >
                    Remover
                  </Button>
                </div>
              )}
            </>
          )}
          <EnviarCertificadoForm hasCertificado={Boolean(certificado.data)} />
          <EnvioSemHttps />
        </section>
        <section className="certificado-ambiente__parte" aria-labelledby="ambiente-fiscal-titulo">
          <h3 id="ambiente-fiscal-titulo" className="certificado-ambiente__subtitulo">
            Ambiente fiscal
          </h3>
          {ambiente.data ? (
            <AmbienteFiscalForm ambiente={ambiente.data} />
          ) : (
            <p aria-busy="true">Carregando...</p>
          )}
          <TestarComunicacao />
        </section>
        {ambiente.data?.modo === 'producao' && <EstornarDocumentosDeTeste />}
      </div>
    </Card>
  );
}
