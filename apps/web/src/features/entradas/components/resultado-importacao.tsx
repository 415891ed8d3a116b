import { Notice } from '../../../components/ui/notice';
import type { ResultadoImportacao } from '../hooks/use-importacao-xml';
import { caminhosDosItens, criadosNaImportacao } from '../utils/destinos-da-importacao';

type ResultadoImportacaoNoticeProps = {
  resultado: ResultadoImportacao;
  onDismiss: () => void;
};

/** The last single-file import, kept on the page after its alert: message and warnings to look at. */
export function ResultadoImportacaoNotice({ resultado, onDismiss }: ResultadoImportacaoNoticeProps) {
  switch (resultado.situacao) {
    case 'importada': {
      const { importacao } = resultado;
      const { message, avisos } = importacao;
      const criados = criadosNaImportacao(importacao);
      return (
        <Notice tone="info" onDismiss={onDismiss}>
          <p>{message}</p>
          <ul className="entrada-destinos" aria-label="Destino de cada item">
            {caminhosDosItens(importacao).map((linha) => (
              <li key={linha}>{linha}</li>
            ))}
          </ul>
          {criados && <p>{criados}</p>}
          {avisos.length > 0 && (
            <p className="entrada-avisos">
              Avisos:{' '}
              {avisos.map((aviso) => (
                <span key={aviso} className="aviso-tag">
                  {aviso}
                </span>
              ))}
            </p>
          )}
        </Notice>
      );
    }
    case 'cancelada':
      return (
        <Notice tone="info" onDismiss={onDismiss}>
          Importação cancelada: nenhuma nota foi importada.
        </Notice>
      );
    case 'produtos-faltantes':
      return null;
    default:
      return <Notice onDismiss={onDismiss}>{resultado.mensagem}</Notice>;
  }
}
