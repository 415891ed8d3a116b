import { ZLoginRequest } from '@erp/contracts/auth';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/field-controls';
import { isApiError } from '../../../lib/api-error';
import { useFormulario } from '../../../lib/use-formulario';
import { useSession } from '../../../lib/use-session';
import { useLogin } from '../api/entrar';

// SPEC §8: the exact text of the failure alert.
export const LOGIN_FAILURE_MESSAGE = 'Falha no login. Verifique suas credenciais.';

function failureMessage(error: unknown): string {
  // Too many attempts (429) or a busy server (503, a flood of sign-ins): the server's own Portuguese message
  // says when to try again, which the generic text would hide.
  if (isApiError(error) && (error.status === 429 || error.status === 503)) return error.message;
  return LOGIN_FAILURE_MESSAGE;
}

export function LoginForm() {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useFormulario({ schema: ZLoginRequest, defaultValues: { email: '', senha: '' } });

  const loginMutation = useLogin({
    onSuccess: (response) => {
      signIn(response);
      navigate('/', { replace: true });
    },
    onError: (error) => {
      console.error('Falha no login:', error);
      window.alert(failureMessage(error));
    },
  });

  return (
    <form className="login-form" onSubmit={handleSubmit((credentials) => loginMutation.mutate(credentials))}>
      <Field label="E-mail" error={errors.email?.message} isRequired>
        <Input type="email" autoComplete="username" inputMode="email" {...register('email')} />
      </Field>
      <Field label="Senha" error={errors.senha?.message} isRequired>
        <Input type="password" autoComplete="current-password" {...register('senha')} />
      </Field>
      <Button type="submit" isLoading={loginMutation.isPending} loadingText="Entrando...">
        Entrar
      </Button>
    </form>
  );
}
