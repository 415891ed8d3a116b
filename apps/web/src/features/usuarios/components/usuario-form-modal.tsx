import { SENHA_MINIMO, type TUsuario, ZUsuarioCreate, ZUsuarioUpdate } from '@erp/contracts/usuarios';
import type { z } from 'zod';
import { RegisterFormModal } from '../../../components/register/register-form-modal';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/field-controls';
import { FormGrid } from '../../../components/ui/form-section';
import type { SaveTexts } from '../../../lib/save-feedback';
import { serverErrorText } from '../../../lib/server-errors';
import { useFormularioDeCadastro } from '../../../lib/use-formulario-de-cadastro';
import { usePerfis } from '../api/buscar-perfis';
import { type UsuarioPayload, useSaveUsuario } from '../api/salvar-usuario';

/** The inputs' values; ZUsuarioCreate and ZUsuarioUpdate both read them (the profile id as text). */
type UsuarioFormValues = { nome: string; email: string; senha: string; id_perfil: string; ativo: boolean };

const FIELDS = ['nome', 'email', 'senha', 'id_perfil', 'ativo'] as const;

// Create requires the password; update drops a blank one (SPEC §5). Both parse the same inputs into
// the same payload, hence the one widening cast.
const createSchema = ZUsuarioCreate as unknown as z.ZodType<UsuarioPayload, UsuarioFormValues>;
const updateSchema = ZUsuarioUpdate as unknown as z.ZodType<UsuarioPayload, UsuarioFormValues>;

const SAVE_TEXTS: SaveTexts = {
  created: 'Utilizador cadastrado com sucesso!',
  updated: 'Utilizador atualizado com sucesso!',
  failed: (error) => `Erro: ${serverErrorText(error, 'Ocorreu um problema.')}`,
  failedLog: 'Erro ao salvar utilizador:',
};

type UsuarioFormModalProps = {
  /** The user to edit; absent for a new one. */
  usuario?: TUsuario | undefined;
  onClose: () => void;
};

export function UsuarioFormModal({ usuario, onClose }: UsuarioFormModalProps) {
  const isEditing = usuario !== undefined;
  const perfisQuery = usePerfis();
  const saveMutation = useSaveUsuario();
  const {
    register,
    onSubmit,
    formState: { errors },
  } = useFormularioDeCadastro({
    schema: isEditing ? updateSchema : createSchema,
    camposDoServidor: FIELDS,
    texts: SAVE_TEXTS,
    isEditing,
    onSaved: onClose,
    salvar: (input, respostas) => saveMutation.mutate({ id: usuario?.id, input }, respostas),
    defaultValues: {
      nome: usuario?.nome ?? '',
      email: usuario?.email ?? '',
      senha: '',
      id_perfil: usuario ? String(usuario.id_perfil) : '',
      ativo: usuario?.ativo ?? true,
    },
  });

  return (
    <RegisterFormModal
      title={isEditing ? 'Editar Utilizador' : 'Novo Utilizador'}
      isSaving={saveMutation.isPending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <FormGrid>
        <Field label="Nome" error={errors.nome?.message} isRequired className="form-grid__wide">
          <Input {...register('nome')} maxLength={120} autoComplete="off" />
        </Field>
        <Field label="E-mail" error={errors.email?.message} isRequired className="form-grid__wide">
          <Input type="email" {...register('email')} autoComplete="off" />
        </Field>
        <Field
          label="Senha"
          error={errors.senha?.message}
          isRequired={!isEditing}
          hint={
            isEditing
              ? 'Deixe em branco para manter a senha atual.'
              : `De ${SENHA_MINIMO} a 128 caracteres; o e-mail e senhas muito comuns são recusados.`
          }
        >
          <Input type="password" {...register('senha')} autoComplete="new-password" />
        </Field>
        <Field label="Perfil" error={errors.id_perfil?.message} isRequired>
          {/* Registered only once the options exist, so the stored profile shows as selected. */}
          {perfisQuery.data ? (
            <Select {...register('id_perfil')}>
              <option value="">Selecione</option>
              {perfisQuery.data.map((perfil) => (
                <option key={perfil.id} value={String(perfil.id)}>
                  {perfil.nome}
                </option>
              ))}
            </Select>
          ) : (
            <Select disabled value="">
              <option value="">{perfisQuery.isError ? 'Falha ao carregar perfis' : 'Carregando...'}</option>
            </Select>
          )}
        </Field>
        <label className="form-check form-grid__wide">
          <input type="checkbox" {...register('ativo')} />
          Ativo
        </label>
      </FormGrid>
    </RegisterFormModal>
  );
}
