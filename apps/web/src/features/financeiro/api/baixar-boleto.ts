import { BANCOS_CONHECIDOS, ZContaBancaria } from '@erp/contracts/contas-bancarias';
import type { TLancamento } from '@erp/contracts/financeiro';
import { zPaginated } from '@erp/contracts/pagination';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { salvarArquivo } from '../../../lib/arquivo-no-navegador';
import { serverErrorText } from '../../../lib/server-errors';

const ZPrimeiraConta = zPaginated(ZContaBancaria);

/**
 * Whether receivables can be charged by boleto: the default account (listed first) is of a bank whose boleto is
 * built. What its layout still lacks (carteira, convênio) is said by the API when the button is used.
 */
export function useHasContaDeBoleto(isReceita: boolean) {
  const query = useQuery({
    queryKey: ['contas-bancarias', 'padrao-com-boleto'],
    queryFn: async ({ signal }) => {
      const body = await apiClient.get<unknown>('/financeiro/contas-bancarias', {
        query: { page: 1, limit: 1 },
        signal,
      });
      const primeira = ZPrimeiraConta.parse(body).data[0];
      return Boolean(primeira?.padrao && BANCOS_CONHECIDOS[primeira.banco]);
    },
    enabled: isReceita,
    staleTime: 60_000,
  });
  return query.data === true;
}

/** The receivable's boleto (PDF), saved as boleto-<id>.pdf; the first one takes the account's nosso número. */
export function useBaixarBoleto() {
  return useMutation({
    mutationFn: async (lancamento: TLancamento) => {
      const pdf = await apiClient.get<Blob>(`/financeiro/lancamentos/${lancamento.id}/boleto`, {
        responseType: 'blob',
      });
      salvarArquivo(pdf, `boleto-${lancamento.id}.pdf`);
    },
    onError: (error) => {
      window.alert(`Falha ao gerar o boleto: ${serverErrorText(error, 'erro desconhecido.')}`);
    },
  });
}
