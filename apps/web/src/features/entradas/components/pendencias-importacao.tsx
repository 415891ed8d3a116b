import type {
  TAnaliseEntrada,
  TPendenciasDoEmitente,
  TRespostasDoZipEnvio,
  TRespostasImportacaoEntrada,
} from '@erp/contracts/entradas';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Notice } from '../../../components/ui/notice';
import { usePendencias } from '../hooks/use-pendencias';
import { arquivosDoEmitente, chave, type GrupoDePendencias } from '../utils/pendencias-estado';
import { DestinosDosCfops } from './destinos-dos-cfops';
import { ItensSemPeso, ProdutosNaoEncontrados } from './tabelas-de-pendencias';

type PendenciasProps = {
  titulo: string;
  grupos: GrupoDePendencias[];
  /** The answers of each group, in the order of `grupos`. */
  onImportar: (respostas: TRespostasImportacaoEntrada[]) => void;
  onCancelar: () => void;
  rotuloImportar: string;
};

/**
 * Every question in one place instead of a dialog per product, grouped by emitente: the unknown products
 * (register them all, link one to an existing product, or ignore it), the kg of the items the note does not weigh,
 * and the path of the CFOPs the table does not settle (the client's material or a purchase).
 */
function Pendencias({ titulo, grupos, onImportar, onCancelar, rotuloImportar }: PendenciasProps) {
  const estado = usePendencias(grupos, onImportar);
  return (
    <Card title={titulo} className="no-print pendencias">
      <div className="stack">
        <p>
          {grupos.length === 1 && !grupos[0]?.emitente
            ? 'Responda abaixo e importe a nota: nada é importado antes disso.'
            : 'Responda abaixo, uma vez por emitente, e importe as notas: as que perguntam algo só são importadas depois disso.'}
        </p>
        {estado.aviso && (
          <Notice tone="info" onDismiss={estado.fecharAviso}>
            {estado.aviso}
          </Notice>
        )}
        {grupos.map((g, indice) => (
          <PerguntasDoGrupo key={g.id} grupo={g} indice={indice} estado={estado} />
        ))}
        <div className="pendencias__botoes">
          <Button variant="secondary" onClick={onCancelar}>
            Cancelar
          </Button>
          {estado.aCadastrar.length > 0 && (
            <Button
              variant="secondary"
              onClick={() => void estado.cadastrarTodos()}
              isLoading={estado.isCadastrando}
              loadingText="Cadastrando..."
            >
              Cadastrar todos
            </Button>
          )}
          <Button onClick={estado.importar} disabled={estado.falta !== null || estado.isCadastrando}>
            {rotuloImportar}
          </Button>
        </div>
        {estado.falta && (
          <p className="entrada-nota" role="status">
            {estado.falta}
          </p>
        )}
      </div>
    </Card>
  );
}

type PerguntasDoGrupoProps = {
  grupo: GrupoDePendencias;
  indice: number;
  estado: ReturnType<typeof usePendencias>;
};

/** One emitente's questions: its unknown products, its items without kg and its CFOPs without a path. */
function PerguntasDoGrupo({ grupo: g, indice, estado }: PerguntasDoGrupoProps) {
  const sufixo = g.emitente ? ` (${g.emitente.nome})` : '';
  const doGrupo = estado.respostas.produtos.filter((l) => l.grupo === g.id);
  const kgsDoGrupo = estado.kgsPedidos.filter((l) => l.grupo === g.id);
  const { vinculando } = estado;
  return (
    <div className="stack pendencias__grupo">
      {g.emitente && (
        <header>
          <h3 className="pendencias__emitente">{`${g.emitente.nome} (${g.emitente.documento})`}</h3>
          <p className="entrada-nota">{`${g.emitente.arquivos.length} nota(s): ${arquivosDoEmitente(g.emitente.arquivos)}`}</p>
        </header>
      )}
      {doGrupo.length > 0 && (
        <ProdutosNaoEncontrados
          linhas={doGrupo}
          idDaLegenda={`pendencias-produtos-${indice}`}
          sufixo={sufixo}
          vinculando={vinculando?.startsWith(`${g.id}|`) ? vinculando.slice(g.id.length + 1) : null}
          onVincular={(codigo) => estado.setVinculando(codigo === null ? null : chave(g.id, codigo))}
          onAlterar={(codigo, mudanca) => estado.mudarProduto(g.id, codigo, mudanca)}
        />
      )}
      {kgsDoGrupo.length > 0 && (
        <ItensSemPeso
          linhas={kgsDoGrupo}
          idDaLegenda={`pendencias-kg-${indice}`}
          sufixo={sufixo}
          onAlterar={(codigo, mudanca) => estado.mudarKg(g.id, codigo, mudanca)}
        />
      )}
      {g.cfops_sem_destino.length > 0 && (
        <DestinosDosCfops
          cfops={g.cfops_sem_destino}
          idDaLegenda={`pendencias-cfops-${indice}`}
          sufixo={sufixo}
          destinos={Object.fromEntries(
            g.cfops_sem_destino.map((c) => [c.cfop, estado.respostas.destinos[chave(g.id, c.cfop)] ?? '']),
          )}
          onEscolher={(cfop, destino) => estado.escolherDestino(g.id, cfop, destino)}
        />
      )}
    </div>
  );
}

type PendenciasImportacaoProps = {
  analise: TAnaliseEntrada;
  onImportar: (respostas: TRespostasImportacaoEntrada) => void;
  onCancelar: () => void;
};

/** The questions of one note (an upload, or an NF-e received from SEFAZ), answered before its import. */
export function PendenciasImportacao({ analise, onImportar, onCancelar }: PendenciasImportacaoProps) {
  return (
    <Pendencias
      titulo={`NF-e ${analise.numero_nf} — ${analise.emitente}`}
      grupos={[
        {
          id: analise.chave,
          produtos: analise.produtos,
          itens_sem_kg: analise.itens_sem_kg,
          cfops_sem_destino: analise.cfops_sem_destino,
        },
      ]}
      onImportar={([respostas]) => onImportar(respostas ?? {})}
      onCancelar={onCancelar}
      rotuloImportar="Importar Nota"
    />
  );
}

type PendenciasDoZipProps = {
  /** The .zip's name. */
  nome: string;
  pendencias: TPendenciasDoEmitente[];
  onImportar: (respostas: TRespostasDoZipEnvio) => void;
  onCancelar: () => void;
};

/** Issue 24: every question of a .zip's notes, per emitente, answered once; then the .zip is sent again. */
export function PendenciasDoZip({ nome, pendencias, onImportar, onCancelar }: PendenciasDoZipProps) {
  return (
    <Pendencias
      titulo={`Perguntas do ${nome}`}
      grupos={pendencias.map((p) => ({
        ...p,
        id: p.emitente,
        emitente: { nome: p.nome, documento: p.emitente, arquivos: p.arquivos },
      }))}
      onImportar={(respostas) =>
        onImportar(
          respostas.map(({ conversoes = [], ...r }, i) => ({
            ...r,
            emitente: pendencias[i]?.emitente ?? '',
            // Only per unit in a .zip (the rows offer nothing else).
            conversoes: conversoes.flatMap((c) => ('kg_por_unidade' in c ? [c] : [])),
          })),
        )
      }
      onCancelar={onCancelar}
      rotuloImportar="Importar Notas"
    />
  );
}
