import type { TContaBancaria } from '@erp/contracts/contas-bancarias';
import { useState } from 'react';
import { useContasBancariasOpcoes } from '../../lib/api/buscar-contas-bancarias-opcoes';
import { Field } from '../ui/field';
import { Select } from '../ui/field-controls';

/** The accounts, and the one chosen: until the clerk picks one, the default account (or the first). */
export function useContaBancariaEscolhida() {
  const contas = useContasBancariasOpcoes().data ?? [];
  const [escolhida, setEscolhida] = useState<number>();
  const idConta = escolhida ?? (contas.find((c) => c.padrao) ?? contas[0])?.id;
  return { contas, idConta, escolher: setEscolhida };
}

/** 'Conta bancária': each account by its description, bank, agência and conta. */
export function SeletorDeContaBancaria({
  contas,
  idConta,
  onEscolher,
}: {
  contas: TContaBancaria[];
  idConta: number | undefined;
  onEscolher: (id: number) => void;
}) {
  return (
    <Field label="Conta bancária">
      <Select value={idConta ?? ''} onChange={(e) => onEscolher(Number(e.target.value))}>
        {contas.length === 0 && <option value="">Nenhuma conta cadastrada</option>}
        {contas.map((c) => (
          <option key={c.id} value={c.id}>
            {c.descricao} ({c.banco} · ag. {c.agencia} · c/c {c.conta})
          </option>
        ))}
      </Select>
    </Field>
  );
}
