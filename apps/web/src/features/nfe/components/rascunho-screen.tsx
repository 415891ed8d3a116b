import type { TNfe } from '@erp/contracts/nfe-documento';
import { isNaturezaDeRetorno, NATUREZA_RETORNO_SIMBOLICO } from '@erp/contracts/nfe-operacao';
import { useEffect } from 'react';
import { PageHeader } from '../../../components/layout/page-header';
import { AmbienteDoDocumento } from '../../../components/ui/ambiente-do-documento';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { useEmpresa } from '../../../lib/api/buscar-empresa';
import { useEntradasDoCliente } from '../api/buscar-entradas-do-cliente';
import { useItensDaEntrada } from '../api/buscar-itens-da-entrada';
import { useSaldosAVencer } from '../api/buscar-saldos-a-vencer';
import { useAdicionarItem } from '../hooks/use-adicionar-item';
import { FALHA_AO_CARREGAR_RASCUNHO, useRascunhoNfe } from '../hooks/use-rascunho-nfe';
import { useSalvarRascunhoNfe } from '../hooks/use-salvar-rascunho-nfe';
import { casoDoItem } from '../utils/caso-item';
import { textoRejeicao } from '../utils/nota-listada';
import { totaisDaNota } from '../utils/rascunho-estado';
import { AdicionarItemForm } from './adicionar-item-form';
import { DadosGerais } from './dados-gerais';
import { ItensNotaTable } from './itens-nota-table';
import { SaldosAVencer } from './saldos-a-vencer';
import { InformacoesComplementares, TransporteNfe } from './transporte-nfe';
import './nfe.css';

/** SPEC §2 NF-e draft screen: /nfe/emitir creates a draft, /nfe/emitir/{id} edits it. */
export function RascunhoScreen({ idRascunho }: { idRascunho: number | undefined }) {
  const rascunho = useRascunhoNfe(idRascunho);
  const { estado, dispatch, clientes, produtos, servicos, nfe } = rascunho;
  const salvamento = useSalvarRascunhoNfe(idRascunho);
  // The company's UF picks the CFOPs (5xxx or 6xxx) and its CRT whether a sale carries IPI.
  const empresa = useEmpresa().data;
  const ufEmpresa = empresa?.uf ?? null;
  useEffect(() => {
    dispatch({ tipo: 'empresa', uf: ufEmpresa });
  }, [ufEmpresa, dispatch]);

  const cliente = clientes.find((c) => c.id === estado.id_cliente);
  const caso = casoDoItem(estado.natureza_operacao, cliente?.tipo_referenciacao);
  const entradasQuery = useEntradasDoCliente(caso === 'manual' && cliente ? cliente.id : null);
  const idNotaEntrada = estado.itemForm.id_nf_entrada ? Number(estado.itemForm.id_nf_entrada) : null;
  const itensEntradaQuery = useItensDaEntrada(caso === 'manual' ? idNotaEntrada : null);
  const itensEntrada = itensEntradaQuery.data ?? [];
  const { adicionar, remover, gerarRetornoSimbolico, isAdicionando } = useAdicionarItem({
    estado,
    dispatch,
    cliente,
    caso,
    produtos,
    servicos,
    itensEntrada,
  });

  const totais = totaisDaNota(estado, { crt: empresa?.regime_tributario, produtos });
  const rejeicao = nfe ? textoRejeicao(nfe) : null;
  const isEditavel = !nfe || nfe.status === 'Rascunho';
  // A return (or a symbolic one) that leaves the client's overdue or soon-due balances untouched warns about them.
  const isRetorno = isNaturezaDeRetorno(estado.natureza_operacao);
  const saldosQuery = useSaldosAVencer(
    isRetorno && isEditavel && cliente ? cliente.id : null,
    estado.itens.flatMap((item) => (item.id_item_entrada === null ? [] : [item.id_item_entrada])),
  );
  const saldosAVencer = isRetorno && isEditavel && cliente ? (saldosQuery.data ?? []) : [];
  // A client in another UF: the vehicle does not go on the NF-e (rejection 868).
  const isInterestadual = Boolean(
    estado.uf_empresa && estado.uf_cliente && estado.uf_empresa !== estado.uf_cliente,
  );

  const titulo = idRascunho === undefined ? 'Criar Rascunho de NF-e' : 'Editar Rascunho de NF-e';
  if (rascunho.isErroAoCarregar || rascunho.isCarregando) {
    return (
      <div className="stack">
        <PageHeader title={titulo} />
        {rascunho.isErroAoCarregar ? <Notice>{FALHA_AO_CARREGAR_RASCUNHO}</Notice> : <p>Carregando...</p>}
      </div>
    );
  }

  return (
    <div className="stack rascunho-nfe">
      <PageHeader title={titulo} />
      <AvisosDoRascunho rejeicao={rejeicao} nfe={isEditavel ? undefined : nfe} />
      <DadosGerais
        estado={estado}
        dispatch={dispatch}
        clientes={clientes}
        cliente={cliente}
        erroVencimento={salvamento.erros.vencimento}
      />
      {cliente && (
        <AdicionarItemForm
          natureza={estado.natureza_operacao}
          ufEmpresa={estado.uf_empresa}
          ufCliente={estado.uf_cliente}
          caso={caso}
          form={estado.itemForm}
          dispatch={dispatch}
          produtos={produtos}
          servicos={servicos}
          entradas={{ dados: entradasQuery.data ?? [], isLoading: entradasQuery.isLoading }}
          itensEntrada={{ dados: itensEntrada, isLoading: itensEntradaQuery.isLoading }}
          onAdicionar={() => void adicionar()}
          idCliente={estado.id_cliente}
          itens={estado.itens}
          isAdicionando={isAdicionando}
        />
      )}
      <SaldosAVencer
        saldos={saldosAVencer}
        isSimbolico={estado.natureza_operacao === NATUREZA_RETORNO_SIMBOLICO}
        onRetornoSimbolico={() => void gerarRetornoSimbolico(saldosAVencer)}
        isGerando={isAdicionando}
      />
      <ItensNotaTable itens={estado.itens} totais={totais} onRemover={(chave) => void remover(chave)} />
      <TransporteNfe
        modalidade={estado.modalidade_frete}
        transporte={estado.transporte}
        erros={salvamento.erros.transporte}
        isInterestadual={isInterestadual}
        clientes={clientes}
        onModalidade={(modalidade) =>
          dispatch({ tipo: 'modalidade-frete', modalidade: modalidade as typeof estado.modalidade_frete })
        }
        onChange={(transporte) => dispatch({ tipo: 'transporte', transporte })}
      />
      <InformacoesComplementares
        valor={estado.informacoes_complementares}
        erro={salvamento.erros.informacoes}
        onChange={(texto) => dispatch({ tipo: 'informacoes-complementares', texto })}
      />
      {salvamento.erroAoSalvar && (
        <Notice onDismiss={salvamento.fecharErroAoSalvar}>{salvamento.erroAoSalvar}</Notice>
      )}
      <div className="rascunho-nfe__salvar">
        <Button
          onClick={() => salvamento.salvar(estado, isInterestadual, totais)}
          disabled={estado.itens.length === 0 || !isEditavel}
          isLoading={salvamento.isSalvando}
          loadingText="Salvando..."
        >
          Salvar Rascunho
        </Button>
      </div>
    </div>
  );
}

type AvisosDoRascunhoProps = {
  rejeicao: string | null;
  /** The note when it can no longer be edited (issued, cancelled...). */
  nfe:
    | { status: string; ambiente: TNfe['ambiente']; efeitos_estornados_em: TNfe['efeitos_estornados_em'] }
    | undefined;
};

/** Above the draft: SEFAZ's rejection to correct, or why the note can no longer be edited. */
function AvisosDoRascunho({ rejeicao, nfe }: AvisosDoRascunhoProps) {
  return (
    <>
      {rejeicao && (
        <Notice>
          <strong>{rejeicao}</strong>
          <p>
            A SEFAZ devolveu esta nota para correção. Corrija os dados, salve o rascunho e emita novamente.
          </p>
        </Notice>
      )}
      {nfe && (
        <Notice>
          {`Esta NF-e está ${nfe.status} e não pode mais ser editada.`}{' '}
          <AmbienteDoDocumento ambiente={nfe.ambiente} efeitosEstornadosEm={nfe.efeitos_estornados_em} />
        </Notice>
      )}
    </>
  );
}
