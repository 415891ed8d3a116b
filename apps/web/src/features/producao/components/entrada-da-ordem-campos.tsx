import type { TOrdemInput } from '@erp/contracts/producao';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { DecimalInput } from '../../../components/ui/entrada-br';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/field-controls';
import { formatDate, formatKg } from '../../../lib/format';
import {
  useEntradasDoClienteDaOrdem,
  useItensDaEntradaDaOrdem,
  useProdutosComSaldoDoCliente,
} from '../api/buscar-opcoes-da-ordem';

type EntradaDaOrdemCamposProps = {
  form: UseFormReturn<TOrdemInput>;
  indice: number;
  idCliente: number;
  /** Choose the note and its item (MANUAL) instead of the product (FIFO). */
  isPorItem: boolean;
  onRemover: (() => void) | undefined;
};

/** One input of the order: product (FIFO) or remessa + item, and its kg (to the gram). */
export function EntradaDaOrdemCampos({
  form,
  indice,
  idCliente,
  isPorItem,
  onRemover,
}: EntradaDaOrdemCamposProps) {
  const erro = form.formState.errors.entradas?.[indice];
  const produtos = useProdutosComSaldoDoCliente(isPorItem ? null : idCliente);
  const entradas = useEntradasDoClienteDaOrdem(isPorItem ? idCliente : null);
  const [idEntrada, setIdEntrada] = useState<number | null>(null);
  const itens = useItensDaEntradaDaOrdem(isPorItem ? idEntrada : null);
  const nome = (campo: 'id_produto' | 'id_item_entrada' | 'quantidade_kg') =>
    `entradas.${indice}.${campo}` as const;

  return (
    <div className="ordem-entrada">
      {isPorItem ? (
        <>
          <Field label="Nota de Entrada" isRequired>
            <Select
              value={idEntrada ?? ''}
              onChange={(event) => {
                setIdEntrada(Number(event.target.value) || null);
                form.setValue(nome('id_item_entrada'), '');
                form.setValue(nome('id_produto'), '');
              }}
            >
              <option value="">Selecione a nota</option>
              {entradas.data?.map((e) => (
                <option key={e.id} value={e.id}>
                  {`NF ${e.numero_nf} de ${formatDate(e.data_emissao)}`}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Item da Nota de Entrada" error={erro?.id_produto?.message} isRequired>
            <Select
              {...form.register(nome('id_item_entrada'), {
                onChange: (event) => {
                  const item = itens.data?.find((i) => String(i.id) === event.target.value);
                  form.setValue(nome('id_produto'), item ? String(item.id_produto) : '');
                },
              })}
            >
              <option value="">Selecione o item</option>
              {itens.data?.map((i) => (
                <option key={i.id} value={i.id}>
                  {`${i.nome} - Saldo: ${formatKg(i.saldo_kg)}`}
                </option>
              ))}
            </Select>
          </Field>
        </>
      ) : (
        <Field label="Produto" error={erro?.id_produto?.message} isRequired>
          <Select {...form.register(nome('id_produto'))}>
            <option value="">Selecione o produto</option>
            {produtos.data?.map((p) => (
              <option key={p.id_produto} value={p.id_produto}>
                {`${p.nome} - Saldo: ${formatKg(p.saldo_kg)}`}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <Field label="Quantidade (kg)" error={erro?.quantidade_kg?.message} isRequired>
        <DecimalInput {...form.register(nome('quantidade_kg'))} />
      </Field>
      {onRemover && (
        <Button variant="danger-outline" size="sm" onClick={onRemover}>
          Remover
        </Button>
      )}
    </div>
  );
}
