import { ZProdutoDoCliente } from '@erp/contracts/producao';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { producaoKey } from './buscar-ordens';
import { perdaNormalQueryKey } from './buscar-perda-normal';

type PerdaNormal = { idCliente: number; idProduto: number; perda_normal_percentual: string | null };

/** PUT the agreed loss; null removes it (none agreed). Audited by the server on the client. */
export async function salvarPerdaNormal({ idCliente, idProduto, perda_normal_percentual }: PerdaNormal) {
  return ZProdutoDoCliente.parse(
    await apiClient.put<unknown>(`/clientes/${idCliente}/produtos/${idProduto}`, { perda_normal_percentual }),
  );
}

export function useSalvarPerdaNormal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: salvarPerdaNormal,
    onSuccess: (salvo) => {
      queryClient.setQueryData(perdaNormalQueryKey(salvo.id_cliente, salvo.id_produto), salvo);
      // The orders compare their loss with it.
      queryClient.invalidateQueries({ queryKey: producaoKey });
    },
  });
}
