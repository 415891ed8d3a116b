import type { TEntradaItem } from '@erp/contracts/entradas';
import type { TProdutoComSaldo } from '@erp/contracts/nfe-rascunho';
import type { TProduto } from '@erp/contracts/produtos';
import type { TServico } from '@erp/contracts/servicos';
import { FUSO_DA_EMPRESA } from '@erp/fiscal/data-hora';
import { formatBRL, formatDate, formatKg } from '../../../lib/format';
import type { EntradaDoCliente } from '../api/buscar-entradas-do-cliente';
import type { ItemNota } from '../utils/item-nota';
import { kgLivre } from '../utils/saldo-fifo';

// An NF-e's emission instant is shown as the Brazilian calendar day, whatever the machine's time zone.

/** SPEC §2: products read '[sku] - name'. */
export function OpcoesProduto({ produtos }: { produtos: readonly TProduto[] }) {
  return produtos.map((p) => (
    <option key={p.id} value={p.id}>
      {`[${p.codigo_interno}] - ${p.nome}`}
    </option>
  ));
}

/**
 * A FIFO return's reference products: only the client's, each with the kg still free for this draft (its balance
 * less what the draft's return lines already take). The code comes after the name only when two of them share it.
 */
export function OpcoesProdutoComSaldo({
  produtos,
  itens,
}: {
  produtos: readonly TProdutoComSaldo[];
  itens: readonly ItemNota[];
}) {
  const nomes = new Map<string, number>();
  for (const p of produtos) nomes.set(p.nome, (nomes.get(p.nome) ?? 0) + 1);
  return produtos.map((p) => {
    const nome = (nomes.get(p.nome) ?? 0) > 1 ? `${p.nome} [${p.codigo_interno}]` : p.nome;
    const livre = kgLivre(p.saldo_kg, p.id_produto, itens).toFixed(4);
    return (
      <option key={p.id_produto} value={p.id_produto}>
        {`${nome} - Saldo: ${formatKg(livre)}`}
      </option>
    );
  });
}

/** SPEC §2: services read 'description - price/kg'. */
export function OpcoesServico({ servicos }: { servicos: readonly TServico[] }) {
  return servicos.map((s) => (
    <option key={s.id} value={s.id}>
      {`${s.descricao} - ${formatBRL(s.preco)}/kg`}
    </option>
  ));
}

export function OpcoesEntrada({ entradas }: { entradas: readonly EntradaDoCliente[] }) {
  return entradas.map((e) => (
    <option key={e.id} value={e.id}>
      {`NF ${e.numero_nf} - ${formatDate(e.data_emissao, FUSO_DA_EMPRESA)}`}
    </option>
  ));
}

/** SPEC §2: each entry item shows its name and the balance left to return, in kg. */
export function OpcoesItemEntrada({ itens }: { itens: readonly TEntradaItem[] }) {
  return itens.map((i) => (
    <option key={i.id} value={i.id}>
      {`${i.nome} - Saldo: ${formatKg(i.saldo_kg)}`}
    </option>
  ));
}

/**
 * The CFOPs of the operation for the client's UF (contracts' cfopsDaOperacao: 6xxx for a client in another UF),
 * plus the line's own when it is another one, so the select never shows a value other than the one that will be
 * sent (the server then refuses it under the line).
 */
export function OpcoesCfop({
  atual,
  opcoes,
}: {
  atual: string;
  opcoes: readonly { value: string; label: string }[];
}) {
  const isListado = opcoes.some((c) => c.value === atual);
  return (
    <>
      {opcoes.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
      {!isListado && atual && <option value={atual}>{atual}</option>}
    </>
  );
}
