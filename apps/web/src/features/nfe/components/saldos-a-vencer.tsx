import {
  DIAS_ALERTA_PRAZO,
  rotuloDoPrazo,
  type TMaterialTerceirosLinha,
  type TSituacaoPrazo,
} from '@erp/contracts/material-terceiros';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { StatusBadge, type StatusTone } from '../../../components/ui/status-badge';
import { formatKg } from '../../../lib/format';

const TOM: Record<TSituacaoPrazo, StatusTone> = {
  no_prazo: 'success',
  a_vencer: 'warning',
  vencido: 'danger',
};

const COLUNAS: DataTableColumn<TMaterialTerceirosLinha>[] = [
  { key: 'nf', header: 'NF de Entrada', render: (s) => `${s.numero_nf}/${s.serie}` },
  {
    key: 'item',
    header: 'Item',
    render: (s) => `${s.numero_item} - [${s.codigo_produto}] ${s.descricao}`,
  },
  { key: 'saldo', header: 'Saldo', align: 'right', render: (s) => formatKg(s.saldo_kg) },
  {
    key: 'situacao',
    header: 'Situação',
    render: (s) => <StatusBadge status={rotuloDoPrazo(s.dias_restantes)} tone={TOM[s.situacao]} />,
  },
];

type SaldosAVencerProps = {
  saldos: readonly TMaterialTerceirosLinha[];
  /** The draft is already a symbolic return: the button adds these items to it instead of starting one. */
  isSimbolico: boolean;
  onRetornoSimbolico: () => void;
  isGerando: boolean;
};

/**
 * The warning of a return that leaves material of the client behind: its entry items overdue or due within
 * DIAS_ALERTA_PRAZO days that none of the lines takes kg from (the statuses of Relatórios > Material de Terceiros),
 * and the way to close them with a symbolic return when the client agrees to write them off.
 */
export function SaldosAVencer({ saldos, isSimbolico, onRetornoSimbolico, isGerando }: SaldosAVencerProps) {
  if (saldos.length === 0) return null;
  return (
    <Card title="Saldos Vencidos ou a Vencer" className="saldos-a-vencer">
      <p role="status">
        {isSimbolico
          ? 'Estes saldos do cliente, vencidos ou com prazo em menos de ' +
            `${DIAS_ALERTA_PRAZO} dias, ainda não estão neste retorno simbólico.`
          : 'Este retorno não movimenta estes saldos do cliente, vencidos ou com prazo em menos de ' +
            `${DIAS_ALERTA_PRAZO} dias. Se o cliente concordar em baixá-los, gere um retorno simbólico ` +
            '(sem saída física, com a NF-e de remessa referenciada).'}
      </p>
      <DataTable
        caption="Saldos Vencidos ou a Vencer"
        isCaptionHidden
        columns={COLUNAS}
        rows={[...saldos]}
        getRowKey={(s) => s.id_item}
      />
      <div className="saldos-a-vencer__acao">
        <Button
          variant="secondary"
          onClick={onRetornoSimbolico}
          isLoading={isGerando}
          loadingText="Gerando..."
        >
          {isSimbolico ? 'Incluir no Retorno Simbólico' : 'Gerar Retorno Simbólico'}
        </Button>
      </div>
    </Card>
  );
}
