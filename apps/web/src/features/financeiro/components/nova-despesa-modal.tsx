import {
  MENSAGEM_CATEGORIA_OBRIGATORIA,
  type TLancamentoUpdate,
  ZLancamentoUpdate,
} from '@erp/contracts/financeiro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Notice } from '../../../components/ui/notice';
import { applyServerFieldErrors, serverErrorText } from '../../../lib/server-errors';
import { useCreateLancamento } from '../api/criar-lancamento';
import { useOpcoesLancamento } from '../hooks/use-opcoes-lancamento';
import { LancamentoCampos } from './lancamento-campos';

const FIELDS = ['descricao', 'valor_original', 'data_vencimento', 'id_categoria', 'id_fornecedor'] as const;

const VAZIO: TLancamentoUpdate = {
  descricao: '',
  valor_original: '',
  data_vencimento: '',
  id_categoria: '',
  id_fornecedor: '',
};

/** SPEC §2 'Nova Despesa': category required (DESPESA ones only), supplier optional and null when empty. */
export function NovaDespesaModal({ onClose }: { onClose: () => void }) {
  const formId = useId();
  const [erroServidor, setErroServidor] = useState<string | null>(null);
  const opcoes = useOpcoesLancamento('DESPESA');
  const createMutation = useCreateLancamento();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TLancamentoUpdate, unknown, z.output<typeof ZLancamentoUpdate>>({
    resolver: zodResolver(ZLancamentoUpdate),
    defaultValues: VAZIO,
  });

  const onSubmit = handleSubmit(
    (input) => {
      setErroServidor(null);
      createMutation.mutate(
        { ...input, tipo: 'DESPESA' },
        {
          onSuccess: () => {
            onClose();
            window.alert('Lançamento criado com sucesso!');
          },
          onError: (error) => {
            console.error('Erro ao criar lançamento:', error);
            applyServerFieldErrors(error, setError, FIELDS);
            setErroServidor(serverErrorText(error, 'Erro desconhecido'));
            window.alert('Erro ao criar lançamento.');
          },
        },
      );
    },
    // SPEC §8: the missing category is also an alert, besides the message under the field.
    (invalid) => {
      if (invalid.id_categoria) window.alert(MENSAGEM_CATEGORIA_OBRIGATORIA);
    },
  );

  return (
    <Modal
      isOpen
      title="Nova Despesa"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            type="submit"
            form={formId}
            disabled={opcoes.isLoading}
            isLoading={createMutation.isPending}
            loadingText="Salvando..."
          >
            Salvar
          </Button>
        </>
      }
    >
      {erroServidor && <Notice>{erroServidor}</Notice>}
      {opcoes.isError && <Notice>Não foi possível carregar as categorias e os fornecedores.</Notice>}
      {opcoes.isLoading ? (
        <p>Carregando...</p>
      ) : (
        <form id={formId} onSubmit={onSubmit} noValidate>
          <LancamentoCampos register={register} errors={errors} opcoes={opcoes} hasFornecedor />
        </form>
      )}
    </Modal>
  );
}
