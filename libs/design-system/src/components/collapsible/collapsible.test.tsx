import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Collapsible } from './collapsible';

function layout(scrollHeight: number, clientHeight: number) {
  vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight);
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(clientHeight);
}

describe('Collapsible', () => {
  it('shows no toggle when the text fits', () => {
    layout(48, 48);
    render(<Collapsible text="Short." lines={2} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("toggles between the clamped lines and at most 100 with 'read more' / 'read less'", async () => {
    layout(400, 24);
    render(<Collapsible text="A very long review" lines={1} />);
    const text = screen.getByText('A very long review');
    expect(text.style.getPropertyValue('--sm-collapsible-lines')).toBe('1');

    await userEvent.click(screen.getByRole('button', { name: 'read more' }));
    expect(text.style.getPropertyValue('--sm-collapsible-lines')).toBe('100');
    const less = screen.getByRole('button', { name: 'read less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(less);
    expect(screen.getByRole('button', { name: 'read more' })).toHaveAttribute('aria-expanded', 'false');
    expect(text.style.getPropertyValue('--sm-collapsible-lines')).toBe('1');
  });

  it('shows the empty text when there is no text', () => {
    render(<Collapsible text="  " emptyText="No available description" />);
    expect(screen.getByText('No available description')).toBeInTheDocument();
  });
});
