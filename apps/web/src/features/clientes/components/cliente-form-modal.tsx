import { type TCliente, ZClienteInput } from '@erp/contracts/clientes';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { zodFormResolver } from '../../../lib/form-resolver';
import { applyServerFieldErrors, serverErrorText } from '../../../lib/server-errors';
import { useSaveCliente } from '../api/save-cliente';
import { ClienteConfiguracoesFields } from './cliente-configuracoes-fields';
import { ClienteEnderecoFields } from './cliente-endereco-fields';
import {
  CLIENTE_BLANK_AS_MISSING,
  CLIENTE_FIELDS,
  type ClienteFormInput,
  type ClienteFormOutput,
  clienteDefaultValues,
} from './cliente-form';
import { ClienteIdentificacaoFields } from './cliente-identificacao-fields';

type ClienteFormModalProps = {
  /** The client to edit; absent for a new one. */
  cliente?: TCliente | undefined;
  onClose: () => void;
};

/** SPEC §2: the client form in three sections, validated by the API's own schema. */
export function ClienteFormModal({ cliente, onClose }: ClienteFormModalProps) {
  const formId = useId();
  const isEditing = cliente !== undefined;
  const saveMutation = useSaveCliente();
  const form = useForm<ClienteFormInput, unknown, ClienteFormOutput>({
    resolver: zodFormResolver(ZClienteInput, CLIENTE_BLANK_AS_MISSING),
    defaultValues: clienteDefaultValues(cliente),
  });

  const onSubmit = form.handleSubmit((input) => {
    saveMutation.mutate(
      { id: cliente?.id, input },
      {
        onSuccess: () => {
          onClose();
          window.alert(isEditing ? 'Cliente atualizado com sucesso!' : 'Cliente cadastrado com sucesso!');
        },
        onError: (error) => {
          console.error('Erro ao salvar cliente:', error);
          applyServerFieldErrors(error, form.setError, CLIENTE_FIELDS);
          window.alert(`Erro ao salvar cliente: ${serverErrorText(error, 'Erro desconhecido')}`);
        },
      },
    );
  });

  return (
    <Modal
      isOpen
      title={isEditing ? 'Editar Cliente' : 'Novo Cliente'}
      onClose={onClose}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} isLoading={saveMutation.isPending} loadingText="Salvando...">
            Salvar
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <ClienteIdentificacaoFields form={form} />
        <ClienteConfiguracoesFields form={form} />
        <ClienteEnderecoFields form={form} />
      </form>
    </Modal>
  );
}
