import { APP_TITLE } from '@emas/contract';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { getUser, homePath, isSessionValid, useSession } from '../../../lib/session.ts';
import { LoginForm } from '../components/login-form.tsx';
import { LoginLogo } from '../components/login-logo.tsx';
import './login-page.css';

/** The login page at '/'. A valid session goes straight to its home page. Kept light: it is the first page. */
export function LoginPage() {
  const { valid, mode } = useSession();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  if (valid && isSessionValid()) return <Navigate to={homePath(mode)} replace />;
  return (
    <main className="login-page">
      <section className="login-card" aria-labelledby="login-title">
        <header className="login-head">
          <LoginLogo />
          <h1 id="login-title">{APP_TITLE}</h1>
          <p>Silahkan login untuk melanjutkan</p>
        </header>
        <LoginForm onDone={() => void afterLogin(from).then((to) => navigate(to, { replace: true }))} />
        <nav className="login-links">
          <Link to="/terms-and-conditions">Syarat dan Ketentuan</Link>
          <Link to="/privacy-policy">Kebijakan Privasi</Link>
        </nav>
      </section>
    </main>
  );
}

/**
 * Where a login lands: an owner (OWN/SU) of a shop that has not been set up goes to Setup Toko (the
 * status is read only for them, and lazily: the login page stays light); everyone else where they were
 * going, or home.
 */
async function afterLogin(from: string | undefined): Promise<string> {
  const level = getUser()?.level;
  if (level === 'SU' || level === 'OWN') {
    const { needsSetup } = await import('../../setup-toko/api/setup-status.ts');
    if (await needsSetup()) return '/setup-toko';
  }
  return from && from !== '/' ? from : homePath();
}
