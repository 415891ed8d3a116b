import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { serverErrorText } from '../../../lib/server-errors';
import { useAlterarAmbienteFiscal } from '../api/alterar-ambiente-fiscal';
import { usePreviaProducao } from '../api/buscar-previa-producao';
import { PreviaProducao } from './previa-producao';

/**
 * In produção, the test documents still counted in the books (a company that went live before the reversal
 * existed): what they changed and 'Estornar documentos de teste', the same reversal the switch makes. Nothing is
 * shown when there is none.
 */
export function EstornarDocumentosDeTeste() {
  const previa = usePreviaProducao(true);
  const alteracao = useAlterarAmbienteFiscal();
  const [resultado, setResultado] = useState<{ tom: 'info' | 'danger'; texto: string } | null>(null);
  const dados = previa.data;
  if (!dados || (dados.documentos.length === 0 && dados.pendentes.length === 0)) {
    return resultado ? <Notice tone={resultado.tom}>{resultado.texto}</Notice> : null;
  }

  function estornar() {
    if (
      !window.confirm(
        'Estornar os efeitos dos documentos de teste listados? Esta operação não pode ser desfeita.',
      )
    )
      return;
    setResultado(null);
    alteracao.mutate(
      { modo: 'producao', confirmacao: true },
      {
        onSuccess: () => {
          setResultado({ tom: 'info', texto: 'Efeitos dos documentos de teste estornados.' });
          void previa.refetch();
        },
        onError: (error) =>
          setResultado({
            tom: 'danger',
            texto: serverErrorText(error, 'Não foi possível estornar os documentos de teste.'),
          }),
      },
    );
  }

  return (
    <section className="certificado-ambiente__parte" aria-labelledby="documentos-de-teste-titulo">
      <h3 id="documentos-de-teste-titulo" className="certificado-ambiente__subtitulo">
        Documentos de teste ainda contados
      </h3>
      {resultado && <Notice tone={resultado.tom}>{resultado.texto}</Notice>}
      <PreviaProducao previa={dados} />
      <div>
        <Button
          variant="danger"
          size="sm"
          onClick={estornar}
          disabled={dados.pendentes.length > 0}
          isLoading={alteracao.isPending}
          loadingText="Estornando..."
        >
          Estornar documentos de teste
        </Button>
      </div>
    </section>
  );
}
