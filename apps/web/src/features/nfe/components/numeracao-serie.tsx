import type { TLacunasNfe } from '@erp/contracts/nfe-emissao';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { EMPTY_VALUE, formatDateTime } from '../../../lib/format';
import { useBaixarInutilizacao } from '../api/baixar-inutilizacao';
import { textoFaixa } from '../utils/numeracao';

type Faixa = TLacunasNfe['lacunas'][number];
type Inutilizacao = TLacunasNfe['inutilizacoes'][number];

type NumeracaoSerieProps = {
  numeracao: TLacunasNfe | undefined;
  isLoading: boolean;
  /** Fills the form with a gap's range. */
  onUsarFaixa: (faixa: Faixa) => void;
};

const chaveDaFaixa = (f: Faixa) => `${f.numero_inicial}-${f.numero_final}`;

/** The série's next number, the numbers it skipped (each one a candidate to void) and the ranges voided. */
export function NumeracaoSerie({ numeracao, isLoading, onUsarFaixa }: NumeracaoSerieProps) {
  const baixar = useBaixarInutilizacao();
  return (
    <div className="stack">
      <dl className="nfe-resumo">
        <dt>Série</dt>
        <dd>{numeracao?.serie ?? EMPTY_VALUE}</dd>
        <dt>Próximo número</dt>
        <dd>{numeracao?.proximo_numero ?? EMPTY_VALUE}</dd>
      </dl>
      <DataTable<Faixa>
        caption="Lacunas na numeração"
        columns={[
          { key: 'faixa', header: 'Números', render: textoFaixa },
          {
            key: 'acoes',
            header: 'Ações',
            render: (f) => (
              <Button variant="secondary" size="sm" onClick={() => onUsarFaixa(f)}>
                Usar esta faixa
              </Button>
            ),
          },
        ]}
        rows={numeracao?.lacunas}
        getRowKey={chaveDaFaixa}
        isLoading={isLoading}
        emptyMessage="Nenhuma lacuna na numeração."
      />
      <DataTable<Inutilizacao>
        caption="Numerações inutilizadas"
        columns={[
          { key: 'faixa', header: 'Números', render: textoFaixa },
          { key: 'justificativa', header: 'Justificativa', render: (i) => i.justificativa },
          {
            key: 'protocolo',
            header: 'Protocolo',
            render: (i) =>
              i.situacao === 'Pendente' ? (
                <span className="nfe-aviso">
                  Pendente: a SEFAZ ainda não confirmou esta faixa; o pedido é reenviado automaticamente.
                  {i.motivo_pendencia ? ` ${i.motivo_pendencia}` : ''}
                </span>
              ) : (
                (i.protocolo ?? EMPTY_VALUE)
              ),
          },
          { key: 'data', header: 'Data', render: (i) => formatDateTime(i.created_at) },
          {
            key: 'xml',
            header: 'Arquivos',
            className: 'no-print',
            render: (i) => (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => baixar.mutate({ inutilizacao: i, serie: numeracao?.serie })}
                disabled={baixar.isPending || i.caminho_xml === null}
              >
                XML
              </Button>
            ),
          },
        ]}
        rows={numeracao?.inutilizacoes}
        getRowKey={chaveDaFaixa}
        isLoading={isLoading}
        emptyMessage="Nenhuma numeração inutilizada."
      />
    </div>
  );
}
