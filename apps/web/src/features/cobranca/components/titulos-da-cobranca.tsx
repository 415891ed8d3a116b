import { FILTROS_DE_COBRANCA, type TFiltroDeCobranca, type TTituloDaCobranca } from '@erp/contracts/cnab';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/field-controls';
import { Pagination } from '../../../components/ui/pagination';
import { EMPTY_VALUE, formatBRL, formatDate } from '../../../lib/format';
import { TITULOS_PAGE_SIZE, useTitulosDaCobranca } from '../api/cobranca';

const ROTULOS_FILTRO: Record<TFiltroDeCobranca, string> = {
  'a enviar': 'A enviar',
  enviados: 'Enviados',
  rejeitados: 'Rejeitados',
};

/** "Sem boleto" before the remessa issues one; the bank's reason beside a rejection. */
function situacaoEmTexto(t: TTituloDaCobranca): string {
  if (!t.situacao) return 'Sem boleto (emitido na remessa)';
  const texto = t.situacao.charAt(0).toUpperCase() + t.situacao.slice(1);
  if (t.situacao === 'rejeitado') return `Rejeitado: ${t.motivo_rejeicao ?? 'sem motivo informado'}`;
  return t.sequencial_remessa ? `${texto} (remessa ${t.sequencial_remessa})` : texto;
}

type Props = {
  idConta: number | undefined;
  filtro: TFiltroDeCobranca;
  onFiltro: (filtro: TFiltroDeCobranca) => void;
  page: number;
  onPage: (page: number) => void;
  selecionados: Set<number>;
  onSelecionar: (id: number, marcado: boolean) => void;
};

/** The account's open receivables with their boleto's situation; those to send can be ticked for the remessa. */
export function TitulosDaCobranca({
  idConta,
  filtro,
  onFiltro,
  page,
  onPage,
  selecionados,
  onSelecionar,
}: Props) {
  const titulos = useTitulosDaCobranca(idConta, filtro, page);
  const podeEnviar = filtro !== 'enviados';
  const colunas: DataTableColumn<TTituloDaCobranca>[] = [
    ...(podeEnviar
      ? [
          {
            key: 'selecionar',
            header: <span className="visually-hidden">Selecionar</span>,
            label: 'Selecionar',
            render: (t: TTituloDaCobranca) => (
              <input
                type="checkbox"
                aria-label={`Selecionar ${t.descricao}`}
                checked={selecionados.has(t.id_lancamento)}
                onChange={(e) => onSelecionar(t.id_lancamento, e.target.checked)}
              />
            ),
          },
        ]
      : []),
    { key: 'descricao', header: 'Descrição', render: (t) => t.descricao },
    { key: 'cliente', header: 'Cliente', render: (t) => t.cliente ?? EMPTY_VALUE },
    { key: 'vencimento', header: 'Vencimento', noWrap: true, render: (t) => formatDate(t.vencimento) },
    { key: 'valor', header: 'Valor', align: 'right', noWrap: true, render: (t) => formatBRL(t.valor) },
    {
      key: 'nosso',
      header: 'Nosso número',
      render: (t) => (t.nosso_numero === null ? EMPTY_VALUE : t.nosso_numero),
    },
    { key: 'situacao', header: 'Situação', render: situacaoEmTexto },
  ];
  return (
    <>
      <Field label="Mostrar">
        <Select value={filtro} onChange={(e) => onFiltro(e.target.value as TFiltroDeCobranca)}>
          {FILTROS_DE_COBRANCA.map((f) => (
            <option key={f} value={f}>
              {ROTULOS_FILTRO[f]}
            </option>
          ))}
        </Select>
      </Field>
      <DataTable
        caption="Títulos da cobrança"
        isCaptionHidden
        columns={colunas}
        rows={titulos.data?.data}
        getRowKey={(t) => t.id_lancamento}
        isLoading={titulos.isPending && titulos.fetchStatus !== 'idle'}
        emptyMessage="Nenhuma conta a receber nesta situação."
      />
      {(titulos.data?.totalItems ?? 0) > TITULOS_PAGE_SIZE && (
        <Pagination page={page} totalPages={titulos.data?.totalPages ?? 1} onPageChange={onPage} />
      )}
    </>
  );
}
