import { useState, type FormEvent } from 'react';
import { ROUTES } from '@rumo/core';
import { api, isApiError } from '../../api/client.ts';
import { setToken } from '../../api/session.ts';
import { returnTarget, validateSignin, type SigninPayload } from '../../features/auth/signin.ts';
import { Field } from '../Field.tsx';
import { richText, t } from '../i18n.ts';
import { MAIN_ID, PageFrame } from '../PageFrame.tsx';

type Errors = Partial<Record<keyof SigninPayload, string>>;

/**
 * /login: e-mail and password; POST /auth/signin stores the token and the app opens where the user
 * was going. A failed call shows `{field: [msg]}` under the fields and any other message above them.
 */
export function LoginScreen() {
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget);
    const values = { email: String(data.get('email') ?? '').trim(), password: String(data.get('password') ?? '') };
    const invalid = validateSignin(values, t);
    setErrors(invalid);
    setMessage(null);
    if (Object.keys(invalid).length > 0) return;
    setPending(true);
    try {
      const { token } = await api.post<{ token: string }>('/auth/signin', values, { auth: false });
      setToken(token);
      window.location.replace(returnTarget(window.location.search));
    } catch (error) {
      setPending(false);
      const fields = isApiError(error) ? error.fieldErrors : {};
      setErrors({ email: fields.email?.[0], password: fields.password?.[0] });
      if (!fields.email && !fields.password) setMessage(isApiError(error) && error.nonFieldErrors[0] ? error.nonFieldErrors[0] : error instanceof Error ? error.message : String(error));
    }
  };

  const clear = (name: keyof SigninPayload) => () => errors[name] && setErrors({ ...errors, [name]: undefined });

  return (
    <PageFrame home={ROUTES.login}>
      <main id={MAIN_ID} tabIndex={-1} className="center">
        <div className="narrow">
          <div className="card">
            <h1 className="title">{t('login.title')}</h1>
            <p className="dimmed" style={{ marginBottom: 20 }}>
              {t('login.subtitle')}
            </p>
            <form onSubmit={submit} noValidate className="stack">
              {message ? (
                <p className="alert" role="alert">
                  {message}
                </p>
              ) : null}
              <Field
                label={t('login.email')}
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                required
                error={errors.email}
                onChange={clear('email')}
              />
              <Field
                label={t('login.password')}
                name="password"
                type="password"
                autoComplete="current-password"
                required
                revealLabel={t('login.showPassword')}
                error={errors.password}
                onChange={clear('password')}
              />
              <div className="small" style={{ textAlign: 'right', marginTop: -8 }}>
                <a href="/reset-password">{t('login.forgotPassword')}</a>
              </div>
              <button type="submit" className="button full" aria-disabled={pending || undefined}>
                {t('login.submit')}
              </button>
            </form>
            <p className="small text-center" style={{ margin: '20px 0 0' }}>
              {t('login.noAccount')}{' '}
              <a href={ROUTES.signup} className="underline" style={{ fontWeight: 600 }}>
                {t('login.createAccount')}
              </a>
            </p>
          </div>
          <p className="xs dimmed text-center" style={{ marginTop: 16, padding: '0 10px' }}>
            {richText('login.agreement', {
              terms: (text) => (
                <a href="/termos-de-uso" className="underline">
                  {text}
                </a>
              ),
              privacy: (text) => (
                <a href="/politica-de-privacidade" className="underline">
                  {text}
                </a>
              ),
            })}
          </p>
        </div>
      </main>
    </PageFrame>
  );
}
