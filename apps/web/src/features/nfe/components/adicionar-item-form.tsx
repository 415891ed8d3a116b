import type { TEntradaItem } from '@erp/contracts/entradas';
import { cfopsDaOperacao, type TNaturezaOperacao } from '@erp/contracts/nfe-operacao';
import type { TProduto } from '@erp/contracts/produtos';
import type { TServico } from '@erp/contracts/servicos';
import type { Dispatch, FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DecimalInput } from '../../../components/ui/entrada-br';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/field-controls';
import { FormGrid } from '../../../components/ui/form-section';
import { formatKgExato } from '../../../lib/format';
import type { EntradaDoCliente } from '../api/buscar-entradas-do-cliente';
import { useProdutosComSaldo } from '../api/buscar-produtos-com-saldo';
import { useSaldoDisponivel } from '../api/buscar-saldo-disponivel';
import { type CasoItem, isLinhaDeServico } from '../utils/caso-item';
import type { ItemNota } from '../utils/item-nota';
import type { RascunhoAcao } from '../utils/rascunho-estado';
import { consomeSaldo, kgLivre, passaDoLivre } from '../utils/saldo-fifo';
import type { ItemForm } from '../utils/validar-item';
import {
  OpcoesCfop,
  OpcoesEntrada,
  OpcoesItemEntrada,
  OpcoesProduto,
  OpcoesProdutoComSaldo,
  OpcoesServico,
} from './opcoes-item';

type Lista<T> = { dados: readonly T[]; isLoading: boolean };

type AdicionarItemFormProps = {
  natureza: TNaturezaOperacao;
  ufEmpresa: string | null;
  ufCliente: string | null;
  caso: CasoItem;
  form: ItemForm;
  dispatch: Dispatch<RascunhoAcao>;
  produtos: readonly TProduto[];
  servicos: readonly TServico[];
  entradas: Lista<EntradaDoCliente>;
  itensEntrada: Lista<TEntradaItem>;
  onAdicionar: () => void;
  isAdicionando: boolean;
  /** The draft's client and lines: a FIFO return shows the kg still free of the chosen product. */
  idCliente: number | null;
  itens: readonly ItemNota[];
};

function placeholder(lista: Lista<unknown>, vazio: string, escolha: string) {
  if (lista.isLoading) return 'Carregando...';
  return lista.dados.length === 0 ? vazio : escolha;
}

/** SPEC §2 'Adicionar Item à Nota', by case: FIFO return, MANUAL return, or any other operation. */
export function AdicionarItemForm({
  natureza,
  ufEmpresa,
  ufCliente,
  caso,
  form,
  dispatch,
  produtos,
  servicos,
  entradas,
  itensEntrada,
  onAdicionar,
  isAdicionando,
  idCliente,
  itens,
}: AdicionarItemFormProps) {
  const produtoDe = (id: string) => produtos.find((p) => String(p.id) === id);

  // A FIFO return takes kg from the client's balance of the product: the form says how much is free and refuses
  // more before asking the server (which checks again when the lines are resolved and saved).
  const produtoFifo =
    caso === 'fifo' && consomeSaldo(form.cfop) && form.id_produto ? Number(form.id_produto) : null;
  const saldo = useSaldoDisponivel(produtoFifo === null ? null : idCliente, produtoFifo);
  // Its reference products are only the client's, with their kg, not every product of every client.
  const comSaldo = useProdutosComSaldo(caso === 'fifo' ? idCliente : null);
  const livre =
    produtoFifo !== null && saldo.data !== undefined ? kgLivre(saldo.data, produtoFifo, itens) : null;
  const dicaDisponivel =
    produtoFifo === null
      ? undefined
      : livre === null
        ? 'Disponível: carregando...'
        : `Disponível: ${formatKgExato(livre.toFixed(4))}`;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (livre !== null && produtoFifo !== null && passaDoLivre(form.quantidade, livre)) {
      const nome = produtoDe(String(produtoFifo))?.nome ?? 'Produto';
      window.alert(
        `Saldo insuficiente nas notas de entrada do cliente. "${nome}": disponível ${formatKgExato(livre.toFixed(4))}, pedido ${formatKgExato(form.quantidade)}.`,
      );
      return;
    }
    onAdicionar();
  }

  return (
    <Card title="Adicionar Item à Nota">
      <form onSubmit={handleSubmit} noValidate>
        <FormGrid>
          <Field label="CFOP">
            <Select
              value={form.cfop}
              onChange={(event) => dispatch({ tipo: 'campo', campo: 'cfop', valor: event.target.value })}
            >
              <OpcoesCfop atual={form.cfop} opcoes={cfopsDaOperacao(natureza, ufEmpresa, ufCliente)} />
            </Select>
          </Field>
          {caso === 'manual' ? (
            <>
              <Field label="Nota de Entrada">
                <Select
                  value={form.id_nf_entrada}
                  onChange={(event) => dispatch({ tipo: 'nota-entrada', id_nf_entrada: event.target.value })}
                >
                  <option value="">
                    {placeholder(
                      entradas,
                      'Nenhuma nota de entrada com saldo',
                      'Selecione a nota de entrada',
                    )}
                  </option>
                  <OpcoesEntrada entradas={entradas.dados} />
                </Select>
              </Field>
              <Field label="Item da Nota de Entrada">
                <Select
                  value={form.id_item_entrada}
                  disabled={!form.id_nf_entrada}
                  onChange={(event) => {
                    const item = itensEntrada.dados.find((i) => String(i.id) === event.target.value);
                    const idProduto = item ? String(item.id_produto) : '';
                    dispatch({
                      tipo: 'item-entrada',
                      id_item_entrada: event.target.value,
                      id_produto: idProduto,
                      cfop_padrao: produtoDe(idProduto)?.cfop_padrao,
                    });
                  }}
                >
                  <option value="">
                    {form.id_nf_entrada
                      ? placeholder(itensEntrada, 'Nenhum item nesta nota', 'Selecione o item')
                      : 'Selecione antes a nota de entrada'}
                  </option>
                  <OpcoesItemEntrada itens={itensEntrada.dados} />
                </Select>
              </Field>
            </>
          ) : (
            <Field
              label={caso === 'fifo' ? 'Produto de Referência' : 'Produto'}
              className={caso === 'fifo' ? 'form-grid__double' : ''}
            >
              <Select
                value={form.id_produto}
                onChange={(event) =>
                  dispatch({
                    tipo: 'produto',
                    id_produto: event.target.value,
                    cfop_padrao: produtoDe(event.target.value)?.cfop_padrao,
                  })
                }
              >
                {caso === 'fifo' ? (
                  <>
                    <option value="">
                      {placeholder(
                        { dados: comSaldo.data ?? [], isLoading: comSaldo.isPending && idCliente !== null },
                        idCliente === null
                          ? 'Selecione antes o cliente'
                          : 'Nenhum produto com saldo do cliente',
                        'Selecione o produto',
                      )}
                    </option>
                    <OpcoesProdutoComSaldo produtos={comSaldo.data ?? []} itens={itens} />
                  </>
                ) : (
                  <>
                    <option value="">Selecione o produto</option>
                    <OpcoesProduto produtos={produtos} />
                  </>
                )}
              </Select>
            </Field>
          )}
          {isLinhaDeServico(form.cfop) && (
            <Field label="Serviço Executado">
              <Select
                value={form.id_servico}
                onChange={(event) =>
                  dispatch({ tipo: 'campo', campo: 'id_servico', valor: event.target.value })
                }
              >
                <option value="">Selecione o serviço</option>
                <OpcoesServico servicos={servicos} />
              </Select>
            </Field>
          )}
          <Field label="Quantidade (kg)" {...(dicaDisponivel ? { hint: dicaDisponivel } : {})}>
            <DecimalInput
              value={form.quantidade}
              onValueChange={(valor) => dispatch({ tipo: 'campo', campo: 'quantidade', valor: valor })}
            />
          </Field>
          <Field label="Pedido de Compra" hint="Opcional: o número do pedido do cliente (xPed).">
            <Input
              value={form.xPed}
              maxLength={15}
              onChange={(event) => dispatch({ tipo: 'campo', campo: 'xPed', valor: event.target.value })}
            />
          </Field>
          <Field label="Item do Pedido" hint="Opcional: até 6 dígitos.">
            <Input
              value={form.nItemPed}
              inputMode="numeric"
              maxLength={6}
              onChange={(event) => dispatch({ tipo: 'campo', campo: 'nItemPed', valor: event.target.value })}
            />
          </Field>
          <div className="item-form__acao">
            <Button type="submit" isLoading={isAdicionando} loadingText="Adicionando...">
              Adicionar
            </Button>
          </div>
        </FormGrid>
      </form>
    </Card>
  );
}
