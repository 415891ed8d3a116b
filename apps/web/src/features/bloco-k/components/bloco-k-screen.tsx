import type { TAchadoBlocoK } from '@erp/contracts/bloco-k';
import { useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/field-controls';
import { FormGrid } from '../../../components/ui/form-section';
import { Notice } from '../../../components/ui/notice';
import { mesAnterior } from '../../../lib/dates';
import { serverErrorText } from '../../../lib/server-errors';
import { useBaixarBlocoK, useValidacaoBlocoK } from '../api/bloco-k';

/** AAAA-MM of the company's month before the current one (Brasília, not the browser's calendar): a closed month. */
const mesDoArquivo = () => mesAnterior().inicio.slice(0, 7);

const COLUNAS: DataTableColumn<TAchadoBlocoK>[] = [
  { key: 'gravidade', header: 'Tipo', render: (a) => (a.gravidade === 'erro' ? 'Erro' : 'Aviso') },
  { key: 'registro', header: 'Registro', render: (a) => a.registro, noWrap: true },
  { key: 'linha', header: 'Linha', render: (a) => a.linha ?? '—', align: 'right' },
  { key: 'mensagem', header: 'Mensagem', render: (a) => a.mensagem },
];

/**
 * Contabilidade > Bloco K: the month's EFD ICMS/IPI Bloco K for the accountant, with the Bloco H (inventário) of a
 * chosen day when asked. The product's own validator runs on the file as it would be written; the download is
 * offered only when it found no error. Warnings (reconciliations, K280 corrections, items without cost) are listed
 * with the errors.
 */
export function BlocoKScreen() {
  const [mes, setMes] = useState(mesDoArquivo);
  const [inventario, setInventario] = useState('');
  const pedido = { mes, inventario: inventario || undefined };
  const validacao = useValidacaoBlocoK(pedido);
  const baixar = useBaixarBlocoK();
  const v = validacao.data;
  const erros = v?.achados.filter((a) => a.gravidade === 'erro').length ?? 0;
  return (
    <div className="stack">
      <PageHeader
        title="Bloco K"
        description="Controle da produção e do estoque (EFD ICMS/IPI) do mês, para o contador."
        actions={
          <Button
            onClick={() => baixar.mutate(pedido)}
            disabled={!v?.is_final}
            isLoading={baixar.isPending}
            loadingText="Baixando..."
          >
            Baixar arquivo do Bloco K
          </Button>
        }
      />
      <FormGrid>
        <Field label="Mês">
          <Input type="month" value={mes} onChange={(e) => setMes(e.target.value)} />
        </Field>
        <Field
          label="Inventário (Bloco H)"
          hint="Opcional: inclui no arquivo o inventário (H005/H010) do estoque nesta data."
        >
          <Input type="date" value={inventario} onChange={(e) => setInventario(e.target.value)} />
        </Field>
      </FormGrid>
      {validacao.isError && (
        <Notice>{serverErrorText(validacao.error, 'Falha ao validar o Bloco K.')}</Notice>
      )}
      {v && (
        <Notice tone={v.is_final ? 'info' : 'danger'}>
          {v.is_final
            ? `Arquivo validado pelo validador do produto: ${v.linhas} linhas, sem erros.`
            : `O arquivo tem ${erros} erro(s) e não pode ser baixado: corrija os cadastros indicados abaixo.`}
        </Notice>
      )}
      <DataTable
        caption="Resultado da validação"
        columns={COLUNAS}
        rows={v?.achados}
        getRowKey={(a) => `${a.registro}-${a.linha}-${a.mensagem}`}
        isLoading={validacao.isPending && validacao.fetchStatus !== 'idle'}
        emptyMessage="Nenhum erro ou aviso."
      />
    </div>
  );
}
