import { APP_NAME, APP_TAGLINE } from '../config/app';
import { LoginForm } from '../features/auth/components/login-form';
import './login.css';

export function LoginRoute() {
  return (
    <main className="login-page">
      <title>{`Entrar · ${APP_NAME}`}</title>
      <div className="login-page__panel">
        <header className="login-page__brand">
          <span className="login-page__name">{APP_NAME}</span>
          <span className="login-page__tagline">{APP_TAGLINE}</span>
        </header>
        <h1 className="login-page__welcome">Bem-vindo! Faça login para continuar.</h1>
        <LoginForm />
      </div>
    </main>
  );
}
