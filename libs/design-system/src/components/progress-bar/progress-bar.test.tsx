import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setViewportWidth } from '../../test/viewport';
import { ProgressBar } from './progress-bar';

const position = () => screen.getByRole('progressbar').getAttribute('data-label-position');

describe('ProgressBar', () => {
  it('puts the label inside above 20 % on wide screens and outside at 20 % or less', () => {
    const { rerender } = render(<ProgressBar value={21} max={100} label="Reading progress" />);
    expect(position()).toBe('inside');
    expect(screen.getByRole('progressbar', { name: 'Reading progress' })).toHaveAttribute('aria-valuetext', '21%');
    rerender(<ProgressBar value={20} max={100} label="Reading progress" />);
    expect(position()).toBe('outside');
  });

  it('uses a 30 % threshold on narrow screens', () => {
    setViewportWidth(390);
    const { rerender } = render(<ProgressBar value={25} max={100} label="Reading progress" />);
    expect(position()).toBe('outside');
    rerender(<ProgressBar value={31} max={100} label="Reading progress" />);
    expect(position()).toBe('inside');
  });

  it('clamps the value and survives a zero total', () => {
    const { rerender } = render(<ProgressBar value={500} max={400} label="Progress" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '100%');
    rerender(<ProgressBar value={3} max={0} label="Progress" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '0%');
  });
});
