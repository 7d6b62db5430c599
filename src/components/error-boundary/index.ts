export { ErrorBoundary } from './ErrorBoundary';
export { PageErrorBoundary } from './PageErrorBoundary';
