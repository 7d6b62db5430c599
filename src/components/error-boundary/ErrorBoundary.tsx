import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Shown instead of the children after a rendering error; a function gets a retry callback and the error. */
  fallback: ReactNode | ((retry: () => void, error: unknown) => ReactNode);
  /** Called once per caught error (e.g. to report it to the server). */
  onError?: (error: unknown, componentStack: string) => void;
  children: ReactNode;
}

/** Catches rendering errors of its children and shows the fallback instead. */
export class ErrorBoundary extends Component<Props, { failed: boolean; error: unknown }> {
  override state: { failed: boolean; error: unknown } = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Render error', error, info.componentStack);
    this.props.onError?.(error, info.componentStack ?? '');
  }

  private readonly retry = () => this.setState({ failed: false, error: null });

  override render() {
    if (!this.state.failed) return this.props.children;
    const { fallback } = this.props;
    return typeof fallback === 'function' ? fallback(this.retry, this.state.error) : fallback;
  }
}
