import { Suspense, lazy, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { CHUNK_LOAD_TIMEOUT_MS } from '@rumo/core';
import { PageLoader } from '../components/PageLoader.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { RouteError } from './RouteError.tsx';

/** A screen part that failed to download, or took longer than CHUNK_LOAD_TIMEOUT_MS (spec 8). */
export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super('Chunk load failed', { cause });
    this.name = 'ChunkLoadError';
  }
}

export function isChunkLoadError(value: unknown): boolean {
  return value instanceof ChunkLoadError;
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(cause));
      },
    );
  });
}

export interface LazyPageOptions {
  /** Layouts fill the window and are the page's main landmark when they fail; screens sit inside one. */
  fullPage?: boolean;
}

/**
 * A lazily loaded screen or layout: a spinner while its code downloads, the chunk-load error with
 * a reload action when the download fails or passes the timeout.
 */
export function lazyPage(load: () => Promise<ComponentType>, { fullPage = false }: LazyPageOptions = {}): ComponentType {
  const Screen = lazy(() => withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS).then((component) => ({ default: component })));
  function LazyPage() {
    const { pathname } = useLocation();
    return (
      <ErrorBoundary resetKey={pathname} fallback={(error) => <RouteError error={error} inLayout={!fullPage} />}>
        <Suspense fallback={<PageLoader minHeight={fullPage ? '100dvh' : undefined} />}>
          <Screen />
        </Suspense>
      </ErrorBoundary>
    );
  }
  return LazyPage;
}
