import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { useSalvarRascunho } from '../api/salvar-rascunho';
import { conferirRascunho, type ErrosDoRascunho, SEM_ERROS } from '../utils/conferir-rascunho';
import { falhaAoSalvarRascunho } from '../utils/mensagens';
import { payloadDoRascunho, type RascunhoEstado } from '../utils/rascunho-estado';
import { errosDoServidor } from '../utils/transporte-estado';

/**
 * 'Salvar Rascunho': checked first (conferirRascunho), then sent; the server's field errors go under the transport
 * and infCpl fields, and a refusal no field stands for (422: the year's Tabela IBS/CBS missing) stays on the page
 * after the alert.
 */
export function useSalvarRascunhoNfe(idRascunho: number | undefined) {
  const navigate = useNavigate();
  const salvarMutation = useSalvarRascunho();
  const [erros, setErros] = useState<ErrosDoRascunho>(SEM_ERROS);
  const [erroAoSalvar, setErroAoSalvar] = useState<string | null>(null);

  function salvar(
    estado: RascunhoEstado,
    isInterestadual: boolean,
    totais: Parameters<typeof payloadDoRascunho>[2],
  ) {
    const conferido = conferirRascunho(estado, isInterestadual, erros);
    setErros(conferido.erros);
    if (conferido.alerta) window.alert(conferido.alerta);
    if (conferido.alerta || conferido.erros.vencimento) return;
    setErroAoSalvar(null);
    salvarMutation.mutate(payloadDoRascunho(estado, idRascunho, totais), {
      onSuccess: () => {
        window.alert('Rascunho salvo com sucesso!');
        void navigate('/nfe/listagem');
      },
      onError: (error) => {
        console.error('Erro ao salvar rascunho:', error);
        if (isApiError(error) && Array.isArray(error.details)) {
          const details = error.details;
          setErros((atual) => ({
            ...atual,
            transporte: errosDoServidor(details),
            informacoes: details.find((d) => d.campo === 'informacoes_complementares')?.mensagem,
          }));
        }
        if (isApiError(error) && error.status === 422) setErroAoSalvar(falhaAoSalvarRascunho(error));
        window.alert(falhaAoSalvarRascunho(error));
      },
    });
  }

  return {
    salvar,
    erros,
    erroAoSalvar,
    fecharErroAoSalvar: () => setErroAoSalvar(null),
    isSalvando: salvarMutation.isPending,
  };
}
