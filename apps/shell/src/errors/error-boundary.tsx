import { Component, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** What shows in place of the children once one of them threw while rendering. */
  fallback: (error: unknown) => ReactNode;
  /** A new value renders the children again after a failure (a retry, another page). */
  resetKey?: string;
  children: ReactNode;
}

interface ErrorBoundaryState {
  failure: { error: unknown } | undefined;
  key: string | undefined;
}

/**
 * React's error boundary, as its documentation writes one: the few lines the shell needs (a
 * fallback and a reset key), without a library in Home's first load for them.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failure: undefined, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    return props.resetKey === state.key ? null : { key: props.resetKey, failure: undefined };
  }

  override render() {
    return this.state.failure ? this.props.fallback(this.state.failure.error) : this.props.children;
  }
}
