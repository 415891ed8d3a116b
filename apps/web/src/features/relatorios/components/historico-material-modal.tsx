import { rotuloDoPrazo, type TMovimentoMaterial } from '@erp/contracts/material-terceiros';
import { Decimal } from '@erp/fiscal/common/decimal';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { Modal } from '../../../components/ui/modal';
import { Notice } from '../../../components/ui/notice';
import { formatDate, formatDateTime, formatKg } from '../../../lib/format';
import { useHistoricoMaterial } from '../api/buscar-material-terceiros';

const TIPOS: Record<TMovimentoMaterial['tipo'], string> = {
  entrada: 'Entrada',
  retorno: 'Retorno',
  retorno_simbolico: 'Retorno simbólico',
  cancelamento: 'Cancelamento do retorno',
};
const FUSO = 'America/Sao_Paulo';

const columns: DataTableColumn<TMovimentoMaterial>[] = [
  { key: 'data', header: 'Data', render: (m) => formatDateTime(m.data, FUSO) },
  { key: 'tipo', header: 'Movimento', render: (m) => TIPOS[m.tipo] },
  {
    key: 'documento',
    header: 'Documento',
    render: (m) =>
      m.status && (m.tipo === 'retorno' || m.tipo === 'retorno_simbolico')
        ? `${m.documento} (${m.status})`
        : m.documento,
  },
  { key: 'kg', header: 'Quantidade', align: 'right', render: (m) => formatKg(m.quantidade_kg) },
  { key: 'saldo', header: 'Saldo', align: 'right', render: (m) => formatKg(m.saldo_kg) },
];

/** Every movement of an entry item's balance with its document, under the item's deadline. */
export function HistoricoMaterialModal({ idItem, onClose }: { idItem: number | null; onClose: () => void }) {
  const historico = useHistoricoMaterial(idItem);
  const item = historico.data?.item;
  return (
    <Modal isOpen={idItem !== null} title="Histórico do Item" onClose={onClose} size="lg">
      {historico.isError && <Notice>Falha ao carregar o histórico do item.</Notice>}
      {item && (
        <p className="material-terceiros__item">
          {`NF de entrada ${item.numero_nf}/${item.serie} · [${item.codigo_produto}] - ${item.descricao} · ` +
            `remessa em ${formatDate(item.data_remessa)} · data limite ${formatDate(item.data_limite)} ` +
            `(prorrogável até ${formatDate(item.data_limite_prorrogada)}) · ` +
            (new Decimal(item.saldo_kg).isZero() ? 'Devolvido' : rotuloDoPrazo(item.dias_restantes))}
        </p>
      )}
      <DataTable
        caption="Movimentos do saldo"
        columns={columns}
        rows={historico.data?.movimentos}
        getRowKey={(m) => `${m.tipo}-${m.id_nota_fiscal ?? 0}`}
        isLoading={historico.isPending && idItem !== null}
      />
    </Modal>
  );
}
