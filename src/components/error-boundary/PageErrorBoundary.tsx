import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { isChunkLoadError } from '@/components/version-check/chunk-reload';
import { ErrorBoundary } from './ErrorBoundary';
import { PageErrorFallback } from './PageErrorFallback';
import { PageLoadFailure } from './PageLoadFailure';
import { reportClientError } from './report';

/**
 * One screen's guard against a rendering error: the rest of the app stays usable, the user gets
 * «Повторить» and a way back (or «Обновить» when the page's code failed to load), the server log
 * gets the error. A new path starts afresh.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      key={pathname}
      fallback={(retry, error) =>
        // A page whose code could not be downloaded needs a reload, not a retry of its rendering.
        isChunkLoadError(error) ? <PageLoadFailure /> : <PageErrorFallback retry={retry} />
      }
      onError={reportClientError}
    >
      {children}
    </ErrorBoundary>
  );
}
