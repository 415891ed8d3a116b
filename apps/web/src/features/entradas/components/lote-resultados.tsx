import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { StatusBadge, type StatusTone } from '../../../components/ui/status-badge';
import type { ArquivoDoLote, Lote } from '../hooks/use-importacao-lote';
import type { ResultadoImportacao } from '../hooks/use-importacao-xml';
import { criadosNaImportacao, resumoDosDestinos } from '../utils/destinos-da-importacao';

const ROTULO: Record<ResultadoImportacao['situacao'], { texto: string; tom: StatusTone }> = {
  importada: { texto: 'Importada', tom: 'success' },
  'ja-importada': { texto: 'Já importada', tom: 'neutral' },
  'produtos-faltantes': { texto: 'Produtos não cadastrados', tom: 'warning' },
  'itens-sem-kg': { texto: 'Peso em kg a informar', tom: 'warning' },
  'cfops-sem-destino': { texto: 'Destino a informar', tom: 'warning' },
  recusada: { texto: 'Recusada', tom: 'danger' },
  ignorada: { texto: 'Ignorado', tom: 'neutral' },
  cancelada: { texto: 'Cancelada', tom: 'neutral' },
};

/** A note inside a .zip left waiting (its table cancelled): the .zip's table asks again when it is sent again. */
const ENVIE_SOZINHO = 'Envie o .zip de novo e responda às perguntas para importá-la.';

function detalhe(resultado: ResultadoImportacao): string {
  switch (resultado.situacao) {
    case 'importada': {
      const { importacao } = resultado;
      const { message, avisos } = importacao;
      // A remessa reads as before; a note with a purchase also says where its items went and what it created.
      const texto =
        importacao.id_fornecedor === null
          ? message
          : [message, resumoDosDestinos(importacao), criadosNaImportacao(importacao)].join(' ');
      return avisos.length > 0 ? `${texto} Avisos: ${avisos.join('; ')}.` : texto;
    }
    case 'produtos-faltantes':
      return resultado.produtos.map((p) => `${p.codigo_interno} (${p.nome})`).join(', ');
    case 'cancelada':
      return 'Nenhuma nota foi importada.';
    default:
      return resultado.mensagem;
  }
}

function resumo(arquivos: ArquivoDoLote[]): string {
  const contar = (situacao: ResultadoImportacao['situacao']) =>
    arquivos.filter((a) => a.resultado?.situacao === situacao).length;
  const ignorados = contar('ignorada');
  return [
    `${contar('importada')} importada(s)`,
    `${contar('ja-importada')} já importada(s)`,
    `${contar('produtos-faltantes')} com produtos não cadastrados`,
    ...(contar('itens-sem-kg') > 0 ? [`${contar('itens-sem-kg')} com peso em kg a informar`] : []),
    ...(contar('cfops-sem-destino') > 0 ? [`${contar('cfops-sem-destino')} com destino a informar`] : []),
    `${contar('recusada')} recusada(s)`,
    ...(ignorados > 0 ? [`${ignorados} ignorado(s)`] : []),
  ].join(', ');
}

function detalheDoItem(item: ArquivoDoLote): string | undefined {
  if (!item.resultado) return undefined;
  const texto = detalhe(item.resultado);
  return item.resultado.situacao === 'produtos-faltantes' && !item.arquivo
    ? `${texto}. ${ENVIE_SOZINHO}`
    : texto;
}

type LoteResultadosProps = {
  lote: Lote;
  /** Runs the single-file flow (product registration) for an XML file left with missing products. */
  onResolver: (item: ArquivoDoLote & { arquivo: File }) => void;
  isOcupado: boolean;
  onFechar: () => void;
};

/** Issue 5: several files, or .zip files of them, at once, with progress and what happened to each file. */
export function LoteResultados({ lote, onResolver, isOcupado, onFechar }: LoteResultadosProps) {
  const { total } = lote;
  return (
    <Card
      title="Importação em lote"
      className="no-print"
      actions={
        !lote.isProcessando && (
          <Button variant="ghost" size="sm" onClick={onFechar}>
            Fechar
          </Button>
        )
      }
    >
      <div className="lote">
        <progress
          className="lote__progresso"
          value={lote.concluidos}
          max={total}
          aria-label="Progresso da importação"
        />
        <p role="status">
          {lote.isProcessando
            ? `A processar ${Math.min(lote.concluidos + 1, total)} de ${total} ficheiros...`
            : `Concluído: ${resumo(lote.arquivos)}.`}
        </p>
        <ol className="lote__lista" aria-label="Resultado por ficheiro">
          {lote.arquivos.map((item) => {
            const rotulo = item.resultado && ROTULO[item.resultado.situacao];
            const { arquivo } = item;
            return (
              <li key={item.id} className="lote__item">
                <span className="lote__nome">{item.nome}</span>
                {rotulo ? (
                  <StatusBadge status={rotulo.texto} tone={rotulo.tom} />
                ) : (
                  <StatusBadge status="Aguardando" tone="neutral" />
                )}
                {item.resultado && <span className="lote__detalhe">{detalheDoItem(item)}</span>}
                {item.resultado?.situacao === 'produtos-faltantes' && arquivo && (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={isOcupado}
                    onClick={() => onResolver({ ...item, arquivo })}
                  >
                    Cadastrar produtos e importar
                  </Button>
                )}
                {item.resultado?.situacao === 'cfops-sem-destino' && arquivo && (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={isOcupado}
                    onClick={() => onResolver({ ...item, arquivo })}
                  >
                    Informar destino e importar
                  </Button>
                )}
                {item.resultado?.situacao === 'itens-sem-kg' && arquivo && (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={isOcupado}
                    onClick={() => onResolver({ ...item, arquivo })}
                  >
                    Informar pesos e importar
                  </Button>
                )}
              </li>
            );
          })}
        </ol>
      </div>
    </Card>
  );
}
