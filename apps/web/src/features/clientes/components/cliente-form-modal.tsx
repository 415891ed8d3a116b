import { type TCliente, ZClienteInput } from '@erp/contracts/clientes';
import { useForm } from 'react-hook-form';
import { EnderecoFields } from '../../../components/form/endereco-fields';
import { RegisterFormModal } from '../../../components/register/register-form-modal';
import { municipiosQueryOptions } from '../../../lib/api/buscar-municipios';
import { zodFormResolver } from '../../../lib/form-resolver';
import { type SaveTexts, saveFeedback } from '../../../lib/save-feedback';
import { serverErrorText } from '../../../lib/server-errors';
import { useSaveCliente } from '../api/salvar-cliente';
import { ClienteConfiguracoesFields } from './cliente-configuracoes-fields';
import {
  CLIENTE_BLANK_AS_MISSING,
  CLIENTE_FIELDS,
  type ClienteFormInput,
  type ClienteFormOutput,
  clienteDefaultValues,
} from './cliente-form';
import { ClienteIdentificacaoFields } from './cliente-identificacao-fields';

const SAVE_TEXTS: SaveTexts = {
  created: 'Cliente cadastrado com sucesso!',
  updated: 'Cliente atualizado com sucesso!',
  failed: (error) => `Erro ao salvar cliente: ${serverErrorText(error, 'Erro desconhecido')}`,
  failedLog: 'Erro ao salvar cliente:',
};

type ClienteFormModalProps = {
  /** The client to edit; absent for a new one. */
  cliente?: TCliente | undefined;
  onClose: () => void;
};

/** SPEC §2: the client form in three sections, validated by the API's own schema. */
export function ClienteFormModal({ cliente, onClose }: ClienteFormModalProps) {
  const isEditing = cliente !== undefined;
  const saveMutation = useSaveCliente();
  const form = useForm<ClienteFormInput, unknown, ClienteFormOutput>({
    resolver: zodFormResolver(ZClienteInput, CLIENTE_BLANK_AS_MISSING),
    defaultValues: clienteDefaultValues(cliente),
  });

  const onSubmit = form.handleSubmit((input) => {
    saveMutation.mutate(
      { id: cliente?.id, input },
      saveFeedback({
        texts: SAVE_TEXTS,
        isEditing,
        setError: form.setError,
        fields: CLIENTE_FIELDS,
        onSaved: onClose,
      }),
    );
  });

  return (
    <RegisterFormModal
      title={isEditing ? 'Editar Cliente' : 'Novo Cliente'}
      size="lg"
      isSaving={saveMutation.isPending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <ClienteIdentificacaoFields form={form} />
      <ClienteConfiguracoesFields form={form} />
      <EnderecoFields form={form} municipiosQuery={municipiosQueryOptions} />
    </RegisterFormModal>
  );
}
