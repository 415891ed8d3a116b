import {
  BANCOS_CONHECIDOS,
  ROTULOS_TIPO_CHAVE_PIX,
  type TContaBancaria,
} from '@erp/contracts/contas-bancarias';
import { RegisterTable, type RegisterTableProps } from '../../../components/register/register-table';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { EMPTY_VALUE } from '../../../lib/format';

const nomeDoBanco = (banco: string) => {
  const nome = BANCOS_CONHECIDOS[banco];
  return nome ? `${banco} - ${nome}` : banco;
};

const COLUMNS: DataTableColumn<TContaBancaria>[] = [
  {
    key: 'descricao',
    header: 'Descrição',
    render: (c) => (c.padrao ? `${c.descricao} (padrão)` : c.descricao),
  },
  { key: 'banco', header: 'Banco', render: (c) => nomeDoBanco(c.banco) },
  { key: 'agencia', header: 'Agência', noWrap: true, render: (c) => c.agencia },
  { key: 'conta', header: 'Conta', noWrap: true, render: (c) => c.conta },
  {
    key: 'pix',
    header: 'Chave PIX',
    render: (c) =>
      c.tipo_chave_pix && c.chave_pix
        ? `${ROTULOS_TIPO_CHAVE_PIX[c.tipo_chave_pix]}: ${c.chave_pix}`
        : EMPTY_VALUE,
  },
  { key: 'nosso', header: 'Próximo nosso número', render: (c) => String(c.proximo_nosso_numero) },
];

export function ContasBancariasTable(props: RegisterTableProps<TContaBancaria>) {
  return <RegisterTable caption="Contas bancárias" columns={COLUMNS} {...props} />;
}

/** What an Operador sees: the same columns, no 'Editar' or 'Excluir' (only an Administrador changes accounts). */
export function ContasBancariasSomenteLeitura({
  rows,
  isLoading,
  emptyMessage,
}: RegisterTableProps<TContaBancaria>) {
  return (
    <DataTable
      caption="Contas bancárias"
      isCaptionHidden
      columns={COLUMNS}
      rows={rows}
      getRowKey={(conta) => conta.id}
      isLoading={isLoading}
      emptyMessage={emptyMessage}
    />
  );
}
