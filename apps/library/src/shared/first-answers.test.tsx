import { act, render, screen } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FirstAnswersGate, useReportPending } from './first-answers';

let answer: Record<string, (() => void) | undefined> = {};

function Shelf({ name, initiallyPending = true }: { name: string; initiallyPending?: boolean }) {
  const [pending, setPending] = useState(initiallyPending);
  answer[name] = () => setPending(false);
  useReportPending(pending);
  return <p>{pending ? `${name} loading` : `${name} shelf`}</p>;
}

const renderGate = (children: ReactNode) => render(<FirstAnswersGate fallback={<p>skeleton</p>}>{children}</FirstAnswersGate>);

describe('FirstAnswersGate', () => {
  it('shows the fallback until every shelf inside has answered, then all of them at once', () => {
    answer = {};
    renderGate(
      <>
        <Shelf name="current" />
        <Shelf name="favorites" />
      </>,
    );
    expect(screen.getByText('skeleton')).toBeVisible();
    expect(screen.getByText('current loading')).not.toBeVisible();

    act(() => answer['current']!());
    expect(screen.getByText('skeleton')).toBeVisible();
    expect(screen.getByText('current shelf')).not.toBeVisible();

    act(() => answer['favorites']!());
    expect(screen.queryByText('skeleton')).not.toBeInTheDocument();
    expect(screen.getByText('current shelf')).toBeVisible();
    expect(screen.getByText('favorites shelf')).toBeVisible();
  });

  it('shows the screen at once when every answer is already there', () => {
    renderGate(<Shelf name="cached" initiallyPending={false} />);
    expect(screen.queryByText('skeleton')).not.toBeInTheDocument();
    expect(screen.getByText('cached shelf')).toBeVisible();
  });

  it('never goes back to the fallback once the screen is shown', () => {
    function Later() {
      const [shown, setShown] = useState(false);
      answer['later'] = () => setShown(true);
      return shown ? <Shelf name="tab" /> : null;
    }
    renderGate(<Later />);
    act(() => answer['later']!());
    expect(screen.queryByText('skeleton')).not.toBeInTheDocument();
    expect(screen.getByText('tab loading')).toBeVisible();
  });

  it('does nothing outside a gate', () => {
    render(<Shelf name="library" />);
    expect(screen.getByText('library loading')).toBeVisible();
  });
});
