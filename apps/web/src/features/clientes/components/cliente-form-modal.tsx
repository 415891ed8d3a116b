import { type TCliente, ZClienteInput } from '@erp/contracts/clientes';
import { EnderecoFields } from '../../../components/form/endereco-fields';
import { RegisterFormModal } from '../../../components/register/register-form-modal';
import { municipiosQueryOptions } from '../../../lib/api/buscar-municipios';
import type { SaveTexts } from '../../../lib/save-feedback';
import { serverErrorText } from '../../../lib/server-errors';
import { useFormularioDeCadastro } from '../../../lib/use-formulario-de-cadastro';
import { useSaveCliente } from '../api/salvar-cliente';
import { ClienteConfiguracoesFields } from './cliente-configuracoes-fields';
import { CLIENTE_BLANK_AS_MISSING, CLIENTE_FIELDS, clienteDefaultValues } from './cliente-form';
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
  const form = useFormularioDeCadastro({
    schema: ZClienteInput,
    blankAsMissing: CLIENTE_BLANK_AS_MISSING,
    defaultValues: clienteDefaultValues(cliente),
    camposDoServidor: CLIENTE_FIELDS,
    texts: SAVE_TEXTS,
    isEditing,
    onSaved: onClose,
    salvar: (input, respostas) => saveMutation.mutate({ id: cliente?.id, input }, respostas),
  });

  return (
    <RegisterFormModal
      title={isEditing ? 'Editar Cliente' : 'Novo Cliente'}
      size="lg"
      isSaving={saveMutation.isPending}
      onClose={onClose}
      onSubmit={form.onSubmit}
    >
      <ClienteIdentificacaoFields form={form} />
      <ClienteConfiguracoesFields form={form} />
      <EnderecoFields form={form} municipiosQuery={municipiosQueryOptions} />
    </RegisterFormModal>
  );
}
