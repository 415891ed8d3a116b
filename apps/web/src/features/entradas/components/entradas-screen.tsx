import { PageHeader } from '../../../components/layout/page-header';
import { useFiltrosNaUrl } from '../../../lib/use-filtros-na-url';
import type { EntradasFiltros } from '../api/buscar-entradas';
import type { EtapaImportacao } from '../hooks/use-importacao-xml';
import { useImportacoesDaTela } from '../hooks/use-importacoes-da-tela';
import { CadastrarProdutoModal } from './cadastrar-produto-modal';
import { DocumentosSefaz } from './documentos-sefaz';
import { CAMPOS_ENTRADAS } from './entradas-filtros';
import { HistoricoEntradas } from './historico-entradas';
import { ImportarXmlForm } from './importar-xml-form';
import { LoteResultados } from './lote-resultados';
import { PendenciasDoZip, PendenciasImportacao } from './pendencias-importacao';
import { ProdutoNaoEncontradoModal } from './produto-nao-encontrado-modal';
import { ResultadoImportacaoNotice } from './resultado-importacao';
import './entradas.css';

const ANDAMENTO: Record<EtapaImportacao['tipo'], string | null> = {
  ocioso: null,
  analisando: 'A analisar o XML...',
  produto: 'A aguardar a decisão sobre os produtos não cadastrados...',
  pendencias: 'A aguardar as respostas sobre a nota...',
  importando: 'A importar nota fiscal...',
};

/** SPEC §2 /entradas: XML upload with the product-registration loop, then the import history. */
export function EntradasScreen() {
  const lista = useFiltrosNaUrl<EntradasFiltros>(CAMPOS_ENTRADAS);
  const tela = useImportacoesDaTela(lista);
  const { importacao, importacaoLote } = tela;
  const { etapa } = importacao;

  return (
    <div className="stack entradas">
      <div className="no-print">
        <PageHeader title="Importação de Notas de Entrada (XML)" />
      </div>
      <ImportarXmlForm
        inputRef={tela.inputRef}
        onSubmit={tela.enviarArquivos}
        isOcupado={tela.isOcupado}
        andamento={importacaoLote.lote?.isProcessando ? null : ANDAMENTO[etapa.tipo]}
      />
      {etapa.tipo === 'pendencias' && (
        <PendenciasImportacao
          key={etapa.analise.chave}
          analise={etapa.analise}
          onImportar={importacao.importarComRespostas}
          onCancelar={importacao.cancelar}
        />
      )}
      {importacaoLote.perguntas && (
        <PendenciasDoZip
          key={importacaoLote.perguntas.nome}
          nome={importacaoLote.perguntas.nome}
          pendencias={importacaoLote.perguntas.pendencias}
          onImportar={importacaoLote.responder}
          onCancelar={() => importacaoLote.responder(null)}
        />
      )}
      {tela.resultado && (
        <div className="no-print">
          <ResultadoImportacaoNotice resultado={tela.resultado} onDismiss={tela.fecharResultado} />
        </div>
      )}
      {importacaoLote.lote && (
        <LoteResultados
          lote={importacaoLote.lote}
          onResolver={tela.resolverDoLote}
          isOcupado={tela.isOcupado}
          onFechar={importacaoLote.limpar}
        />
      )}
      <DocumentosSefaz onImportar={tela.importarDocumento} importandoId={tela.importandoDocumentoId} />
      <HistoricoEntradas lista={lista} />
      <PerguntaDoProduto importacao={importacao} />
    </div>
  );
}

/** The single XML's unknown product: the question, or its registration form. */
function PerguntaDoProduto({
  importacao,
}: {
  importacao: ReturnType<typeof useImportacoesDaTela>['importacao'];
}) {
  const { etapa, produtoAtual } = importacao;
  if (etapa.tipo !== 'produto' || !produtoAtual) return null;
  return etapa.isCadastrando ? (
    <CadastrarProdutoModal
      key={produtoAtual.codigo_interno}
      produto={produtoAtual}
      onCadastrado={importacao.cadastrado}
      onCancelar={importacao.voltarParaPergunta}
    />
  ) : (
    <ProdutoNaoEncontradoModal
      // A new modal per product: focus starts again on its first button.
      key={produtoAtual.codigo_interno}
      produto={produtoAtual}
      restantes={etapa.pendentes.length}
      onIgnorar={importacao.ignorar}
      onCadastrar={importacao.abrirCadastro}
      onCancelar={importacao.cancelar}
    />
  );
}
