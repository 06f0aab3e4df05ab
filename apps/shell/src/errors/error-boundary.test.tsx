import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

function Fails({ when }: { when: boolean }) {
  if (when) throw new Error('broken');
  return <p>fine</p>;
}

describe('ErrorBoundary', () => {
  it('shows the fallback with the error a child threw, and the children again once the reset key changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fallback = (error: unknown) => <p>failed: {(error as Error).message}</p>;
    const { rerender } = render(
      <ErrorBoundary fallback={fallback} resetKey="/a">
        <Fails when />
      </ErrorBoundary>,
    );
    expect(screen.getByText('failed: broken')).toBeInTheDocument();
    rerender(
      <ErrorBoundary fallback={fallback} resetKey="/a">
        <Fails when={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('failed: broken')).toBeInTheDocument();
    rerender(
      <ErrorBoundary fallback={fallback} resetKey="/b">
        <Fails when={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeInTheDocument();
  });
});
