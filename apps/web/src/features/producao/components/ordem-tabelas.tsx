import type { TOrdem } from '@erp/contracts/producao';
import { FUSO_DA_EMPRESA } from '@erp/fiscal/data-hora';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { EMPTY_VALUE, formatDateTime } from '../../../lib/format';
import { linhaDoTempo, quantidadeNaUnidade, ROTULO_DESTINO, ROTULO_TIPO } from '../utils/linha-do-tempo';
import { formatKg3 } from '../utils/situacao-do-chao';

type Entrada = TOrdem['entradas'][number];
type Apontamento = TOrdem['apontamentos'][number];
const kgOuVazio = (v: string | null) => (v === null ? EMPTY_VALUE : formatKg3(v));

const colunasEntradas: DataTableColumn<Entrada>[] = [
  { key: 'nf', header: 'NF de Entrada', noWrap: true, render: (e) => `${e.numero_nf}/${e.serie_nf}` },
  { key: 'produto', header: 'Produto', render: (e) => `[${e.codigo_produto}] ${e.nome_produto}` },
  { key: 'recebido', header: 'Entrada', align: 'right', render: (e) => formatKg3(e.quantidade_kg) },
  { key: 'reservado', header: 'Reservado', align: 'right', render: (e) => formatKg3(e.reservado_kg) },
  { key: 'aplicado', header: 'Aplicado', align: 'right', render: (e) => kgOuVazio(e.aplicado_kg) },
  {
    key: 'sucata',
    header: 'Sucata devolvida',
    align: 'right',
    render: (e) => kgOuVazio(e.sucata_devolvida_kg),
  },
  {
    key: 'nao_aplicado',
    header: 'Não aplicado',
    align: 'right',
    render: (e) => kgOuVazio(e.nao_aplicado_kg),
  },
  { key: 'retido', header: 'Retido', align: 'right', render: (e) => kgOuVazio(e.retido_kg) },
];

/** The entry items the order took, what each still holds and, once closed, how its kg were split. */
export function EntradasDaOrdemTable({ entradas }: { entradas: Entrada[] }) {
  return (
    <DataTable
      caption="Material da ordem"
      columns={colunasEntradas}
      rows={entradas}
      getRowKey={(e) => e.id}
    />
  );
}

function detalhe(a: Apontamento): string {
  if (a.tipo === 'producao') {
    const quantidade = quantidadeNaUnidade(a);
    return [a.codigo_produto && `[${a.codigo_produto}] ${a.nome_produto}`, quantidade]
      .filter(Boolean)
      .join(' · ');
  }
  if (a.tipo === 'sucata' && a.destino)
    return [ROTULO_DESTINO[a.destino], a.documento_acordo && `Acordo: ${a.documento_acordo}`]
      .filter(Boolean)
      .join(' · ');
  return EMPTY_VALUE;
}

const colunasApontamentos: DataTableColumn<Apontamento>[] = [
  {
    key: 'quando',
    header: 'Quando',
    noWrap: true,
    render: (a) => formatDateTime(a.created_at, FUSO_DA_EMPRESA),
  },
  { key: 'quem', header: 'Quem', render: (a) => a.usuario ?? EMPTY_VALUE },
  { key: 'tipo', header: 'Tipo', render: (a) => ROTULO_TIPO[a.tipo] },
  { key: 'detalhe', header: 'Produto / destino', render: detalhe },
  { key: 'kg', header: 'Quantidade (kg)', align: 'right', render: (a) => formatKg3(a.quantidade_kg) },
];

/** Every pointing with who and when. */
export function ApontamentosTable({ apontamentos }: { apontamentos: Apontamento[] }) {
  return (
    <DataTable
      caption="Apontamentos"
      columns={colunasApontamentos}
      rows={apontamentos}
      getRowKey={(a) => a.id}
      emptyMessage="Nenhum apontamento ainda."
    />
  );
}

/** The order's history, oldest first. */
export function LinhaDoTempo({ ordem }: { ordem: TOrdem }) {
  return (
    <section className="ordem-linha-do-tempo" aria-labelledby="linha-do-tempo">
      <h2 id="linha-do-tempo" className="card__title">
        Linha do tempo
      </h2>
      <ol>
        {linhaDoTempo(ordem).map((evento, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at its end.
          <li key={i}>
            <time dateTime={evento.em}>{formatDateTime(evento.em, FUSO_DA_EMPRESA)}</time>
            <span>{evento.rotulo}</span>
            {evento.usuario && <span className="ordem-linha-do-tempo__quem">{evento.usuario}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
