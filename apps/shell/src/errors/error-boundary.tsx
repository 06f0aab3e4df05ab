import { Component, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** What shows in place of the children once one of them threw while rendering. */
  fallback: (error: unknown) => ReactNode;
  /** A change of any of these renders the children again after a failure (a retry, another page). */
  resetKeys?: readonly unknown[];
  children: ReactNode;
}

interface ErrorBoundaryState {
  failure: { error: unknown } | undefined;
  keys: readonly unknown[] | undefined;
}

const sameKeys = (a: readonly unknown[] = [], b: readonly unknown[] = []) => a.length === b.length && a.every((key, index) => Object.is(key, b[index]));

/**
 * React's error boundary, as its documentation writes one: the few lines the shell needs (a
 * fallback and reset keys), without a library in Home's first load for them.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failure: undefined, keys: this.props.resetKeys };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    if (sameKeys(props.resetKeys, state.keys)) return null;
    return { keys: props.resetKeys, failure: undefined };
  }

  override render() {
    return this.state.failure ? this.props.fallback(this.state.failure.error) : this.props.children;
  }
}
