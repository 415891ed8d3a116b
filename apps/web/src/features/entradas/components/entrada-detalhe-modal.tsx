import type { TEntrada, TEntradaItemDetalhe } from '@erp/contracts/entradas';
import { Decimal } from '@erp/fiscal/decimal';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { Modal } from '../../../components/ui/modal';
import { Notice } from '../../../components/ui/notice';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatBRL, formatDate, formatDateTime, formatKg } from '../../../lib/format';
import { serverErrorText } from '../../../lib/server-errors';
import { useEntradaItens } from '../api/buscar-entrada-itens';
import { ROTULO_DESTINO } from '../utils/destinos-da-importacao';
import { FUSO_NFE } from '../utils/fuso-nfe';
import { AcoesDaNotaImportada } from './acoes-da-nota-importada';
import { AvisosTags } from './avisos-tags';
import { RetornosDoItem } from './retornos-do-item';

/** The access key in groups of four, as the DANFE prints it. */
function chaveFormatada(chave: string): string {
  return chave.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** What returns took: nothing while the note waits for its signature (its items hold no balance yet, issue 26). */
const consumido = (i: TEntradaItemDetalhe) =>
  i.assinatura_pendente ? new Decimal(0) : new Decimal(i.quantidade_kg).minus(i.saldo_kg);

const columns: DataTableColumn<TEntradaItemDetalhe>[] = [
  { key: 'nome', header: 'Produto', render: (i) => i.nome },
  { key: 'destino', header: 'Destino', render: (i) => ROTULO_DESTINO[i.destino] },
  { key: 'quantidade', header: 'Quantidade', align: 'right', render: (i) => formatKg(i.quantidade_kg) },
  {
    key: 'consumido',
    header: 'Consumido',
    align: 'right',
    render: (i) => formatKg(consumido(i).toFixed(4)),
  },
  {
    key: 'saldo',
    header: 'Saldo',
    align: 'right',
    render: (i) => (
      <>
        {formatKg(i.saldo_kg)}
        {i.assinatura_pendente && i.destino === 'terceiros' && (
          <span className="aviso-tag">Aguarda confirmação da assinatura</span>
        )}
      </>
    ),
  },
  { key: 'retornos', header: 'Retornos', render: (i) => <RetornosDoItem retornos={i.retornos} /> },
];

function TotalItens({ itens }: { itens: TEntradaItemDetalhe[] }) {
  const quantidade = Decimal.sum(0, ...itens.map((i) => i.quantidade_kg));
  const saldo = Decimal.sum(0, ...itens.map((i) => i.saldo_kg));
  return (
    <tr>
      <th scope="row">Total</th>
      <td />
      <td className="num">{formatKg(quantidade.toFixed(4))}</td>
      <td className="num">{formatKg(Decimal.sum(0, ...itens.map(consumido)).toFixed(4))}</td>
      <td className="num">{formatKg(saldo.toFixed(4))}</td>
      <td />
    </tr>
  );
}

type EntradaDetalheModalProps = { entrada: TEntrada; onClose: () => void };

/** Issue 5: an entry's items, the kg received, what is left for returns (saldo) and the returns that took it. */
export function EntradaDetalheModal({ entrada, onClose }: EntradaDetalheModalProps) {
  const itensQuery = useEntradaItens(entrada.id);
  const itens = itensQuery.data;

  return (
    <Modal
      isOpen
      title={`NF-e ${entrada.numero_nf} — Itens`}
      onClose={onClose}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Fechar
        </Button>
      }
    >
      <div className="stack">
        <dl className="entrada-resumo">
          <dt>Cliente</dt>
          <dd>{entrada.nome_razao_social}</dd>
          <dt>Número / Série</dt>
          <dd>{`${entrada.numero_nf} / ${entrada.serie}`}</dd>
          <dt>Chave de acesso</dt>
          <dd className="entrada-chave">{chaveFormatada(entrada.chave_acesso)}</dd>
          <dt>Emissão</dt>
          <dd>{formatDate(entrada.data_emissao, FUSO_NFE)}</dd>
          <dt>Importação</dt>
          <dd>{formatDateTime(entrada.created_at)}</dd>
          <dt>Valor total</dt>
          <dd>{formatBRL(entrada.valor_total)}</dd>
          <dt>Status</dt>
          <dd>
            <StatusBadge status={entrada.status_manifestacao} />
            <AvisosTags avisos={entrada.avisos} />
          </dd>
        </dl>
        <AcoesDaNotaImportada entrada={entrada} onDesfeita={onClose} />
        {itensQuery.isError ? (
          <Notice>{serverErrorText(itensQuery.error, 'Falha ao carregar os itens da nota.')}</Notice>
        ) : (
          <DataTable
            caption="Itens da nota (kg)"
            columns={columns}
            rows={itens}
            getRowKey={(i) => i.id}
            isLoading={itensQuery.isPending}
            emptyMessage="Nenhum item nesta nota."
            footer={itens && itens.length > 1 ? <TotalItens itens={itens} /> : undefined}
          />
        )}
      </div>
    </Modal>
  );
}
