import { Suspense, lazy, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { IconTicket, IconWand } from '@tabler/icons-react';
import { PNR_TEXT_MAX } from '@rumo/core/constants';
import { api, isApiError } from '../../api/client.ts';
import { getToken } from '../../api/session.ts';
import { PNR_EXAMPLES, type PnrExampleKey } from '../../features/pnr/examples.ts';
import type { DecodeResult } from '../../features/pnr/types.ts';
import { t } from '../i18n.ts';
import { MAIN_ID, PageFrame } from '../PageFrame.tsx';

const PnrIsland = lazy(() => import('./PnrIsland.tsx'));
const EXAMPLE_KEYS = Object.keys(PNR_EXAMPLES) as PnrExampleKey[];

/** The Mantine parts load once the page has (window load), outside its first load. */
function useAfterLoad(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const start = () => setLoaded(true);
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, []);
  return loaded;
}

/** /decodificador-pnr: public, no login. Paste a GDS display or an airline e-mail, read the itinerary. */
export function PnrScreen() {
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<DecodeResult | null>(null);
  const [dropSlot, setDropSlot] = useState<HTMLDivElement | null>(null);
  const [resultSlot, setResultSlot] = useState<HTMLDivElement | null>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const island = useAfterLoad();

  const run = async (value: string) => {
    setMessage(null);
    if (!value.trim()) {
      setTextError(t('validation.required'));
      return;
    }
    setTextError(null);
    setPending(true);
    try {
      setResult(await api.post<DecodeResult>('/public/pnra', { text: value }, { auth: false }));
      // On a phone the results start below the fold: bring them up.
      const top = resultsRef.current?.getBoundingClientRect().top;
      if (top !== undefined && top > window.innerHeight * 0.7) resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    } catch (error) {
      // The text's own validation stays under the paste box; anything else (429, network) above it.
      const fieldError = isApiError(error) ? error.fieldErrors.text?.[0] : undefined;
      if (fieldError) setTextError(fieldError);
      else setMessage(error instanceof Error ? error.message : String(error));
    } finally {
      setPending(false);
    }
  };

  const take = (value: string) => {
    setText(value);
    void run(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void run(text);
    }
  };

  return (
    <PageFrame
      actions={
        getToken() ? null : (
          <a className="button small" href="/login" style={{ textDecoration: 'none' }}>
            {t('nav.login')}
          </a>
        )
      }
    >
      <main id={MAIN_ID} tabIndex={-1} style={{ flex: 1 }}>
        <div className="container">
          <h1 className="page-title">{t('pnr.title')}</h1>
          <p className="dimmed" style={{ marginBottom: 20 }}>
            {t('pnr.subtitle')}
          </p>
          <div className="card">
            <form
              noValidate
              className="stack"
              onSubmit={(event) => {
                event.preventDefault();
                void run(text);
              }}
            >
              {message ? (
                <p className="alert" role="alert">
                  {message}
                </p>
              ) : null}
              <div className="field">
                <label htmlFor="pnr-text">{t('pnr.input.label')}</label>
                <p className="field-description" id="pnr-text-description">
                  {t('pnr.input.description')}
                </p>
                <textarea
                  id="pnr-text"
                  rows={6}
                  value={text}
                  placeholder={t('pnr.input.placeholder')}
                  maxLength={PNR_TEXT_MAX}
                  spellCheck={false}
                  autoComplete="off"
                  autoCapitalize="off"
                  autoCorrect="off"
                  aria-invalid={textError ? true : undefined}
                  aria-describedby={textError ? 'pnr-text-description pnr-text-error' : 'pnr-text-description'}
                  onChange={(event) => {
                    setText(event.currentTarget.value);
                    if (textError) setTextError(null);
                  }}
                  onKeyDown={onKeyDown}
                />
                {textError ? (
                  <p className="field-error" id="pnr-text-error">
                    {textError}
                  </p>
                ) : null}
              </div>
              <div ref={setDropSlot} />
              <div className="row between">
                <div className="row" role="group" aria-labelledby="pnr-examples-label" style={{ gap: 8 }}>
                  <span className="small dimmed" id="pnr-examples-label" style={{ margin: 0 }}>
                    {t('pnr.examples.label')}
                  </span>
                  {EXAMPLE_KEYS.map((key) => (
                    <button key={key} type="button" className="button default" disabled={pending} onClick={() => take(PNR_EXAMPLES[key])}>
                      {t(`pnr.examples.${key}`)}
                    </button>
                  ))}
                </div>
                <div className="row" style={{ marginLeft: 'auto' }}>
                  <span className="xs dimmed from-sm" style={{ margin: 0 }}>
                    {t('pnr.input.shortcut')}
                  </span>
                  <button type="submit" className="button small" aria-disabled={pending || undefined}>
                    <IconWand size={18} aria-hidden="true" />
                    {t('pnr.decode')}
                  </button>
                </div>
              </div>
            </form>
          </div>
          <div ref={resultsRef} style={{ marginTop: 32, scrollMarginTop: 16 }}>
            {result ? null : (
              <div className="card empty">
                <IconTicket size={40} aria-hidden="true" />
                <h2>{t('pnr.empty.title')}</h2>
                <p className="dimmed small">{t('pnr.empty.text')}</p>
              </div>
            )}
            <div ref={setResultSlot} />
          </div>
          <p role="status" className="visually-hidden">
            {result ? t('pnr.decoded', { count: result.segments.length }) : ''}
          </p>
        </div>
      </main>
      {island ? (
        <Suspense fallback={null}>
          <PnrIsland dropSlot={dropSlot} resultSlot={resultSlot} result={result} busy={pending} onText={take} />
        </Suspense>
      ) : null}
    </PageFrame>
  );
}
