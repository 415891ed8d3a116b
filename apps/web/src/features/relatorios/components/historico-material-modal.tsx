import { rotuloDoPrazo, type TMovimentoMaterial } from '@erp/contracts/material-terceiros';
import { FUSO_DA_EMPRESA } from '@erp/fiscal/data-hora';
import { Decimal } from '@erp/fiscal/decimal';
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

const columns: DataTableColumn<TMovimentoMaterial>[] = [
  { key: 'data', header: 'Data', render: (m) => formatDateTime(m.data, FUSO_DA_EMPRESA) },
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

/**
 * The item's detail: what the report's row leaves out (received, returned, the days, the extension) beside its kg
 * and deadline, then every movement of its balance with its document.
 */
export function HistoricoMaterialModal({ idItem, onClose }: { idItem: number | null; onClose: () => void }) {
  const historico = useHistoricoMaterial(idItem);
  const item = historico.data?.item;
  return (
    <Modal isOpen={idItem !== null} title="Histórico do Item" onClose={onClose} size="lg">
      {historico.isError && <Notice>Falha ao carregar o histórico do item.</Notice>}
      {item && (
        <>
          <p className="material-terceiros__item">
            {`${item.nome_razao_social} · NF de entrada ${item.numero_nf}/${item.serie} item ${item.numero_item} · ` +
              `[${item.codigo_produto}] - ${item.descricao}`}
          </p>
          <dl className="material-terceiros__detalhe">
            {(
              [
                ['Recebido', formatKg(item.recebido_kg)],
                ['Devolvido', formatKg(item.devolvido_kg)],
                ['Saldo', formatKg(item.saldo_kg)],
                ['Reservado por ordens', formatKg(item.reservado_kg)],
                ['Disponível', formatKg(item.disponivel_kg)],
                ['Remessa', `${formatDate(item.data_remessa)} (${item.dias_decorridos} dias)`],
                ['Data limite', formatDate(item.data_limite)],
                ['Prorrogável até', formatDate(item.data_limite_prorrogada)],
                [
                  'Situação',
                  new Decimal(item.saldo_kg).isZero() ? 'Devolvido' : rotuloDoPrazo(item.dias_restantes),
                ],
              ] as const
            ).map(([rotulo, valor]) => (
              <div key={rotulo}>
                <dt>{rotulo}</dt>
                <dd>{valor}</dd>
              </div>
            ))}
          </dl>
        </>
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
