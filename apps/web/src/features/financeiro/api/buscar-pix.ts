import { ZContaBancaria } from '@erp/contracts/contas-bancarias';
import { zPaginated } from '@erp/contracts/pagination';
import { ZPixDoLancamento } from '@erp/contracts/pix';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiClient } from '../../../lib/api-client';

const ZPrimeiraConta = zPaginated(ZContaBancaria);

/**
 * Whether receivables can be charged by PIX: the default account (listed first) has a key. Without one the
 * receivables offer no 'PIX' button instead of a button that can only fail.
 */
export function useHasChavePix(isReceita: boolean) {
  const query = useQuery({
    queryKey: ['contas-bancarias', 'padrao-com-pix'],
    queryFn: async ({ signal }) => {
      const body = await apiClient.get<unknown>('/financeiro/contas-bancarias', {
        query: { page: 1, limit: 1 },
        signal,
      });
      const primeira = ZPrimeiraConta.parse(body).data[0];
      return Boolean(primeira?.padrao && primeira.chave_pix);
    },
    enabled: isReceita,
    staleTime: 60_000,
  });
  return query.data === true;
}

/** The receivable's BR Code ('Pix Copia e Cola') and its txid. */
export function usePixDoLancamento(id: number) {
  return useQuery({
    queryKey: ['lancamentos', id, 'pix'],
    queryFn: async ({ signal }) =>
      ZPixDoLancamento.parse(await apiClient.get<unknown>(`/financeiro/lancamentos/${id}/pix`, { signal })),
    retry: false,
  });
}

/** The QR image of the same code as an object URL (the request carries the session's token, an <img> could not). */
export function usePixQrUrl(id: number) {
  const query = useQuery({
    queryKey: ['lancamentos', id, 'pix.svg'],
    queryFn: async ({ signal }) => apiClient.get<string>(`/financeiro/lancamentos/${id}/pix.svg`, { signal }),
    retry: false,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (typeof query.data !== 'string') return;
    const objeto = URL.createObjectURL(new Blob([query.data], { type: 'image/svg+xml' }));
    setUrl(objeto);
    return () => URL.revokeObjectURL(objeto);
  }, [query.data]);
  return url;
}
