import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setViewportWidth } from '../../test/viewport';
import { pageItems } from './page-items';
import { Pager } from './pager';

describe('Pager', () => {
  it('shows numbered buttons on wide screens and marks the current page', async () => {
    const onPageChange = vi.fn();
    render(<Pager page={2} totalPages={4} onPageChange={onPageChange} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['1', '2', '3', '4']);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onPageChange).toHaveBeenCalledWith(4);
  });

  it('shows arrows around the current number at 500 px and below', async () => {
    setViewportWidth(500);
    const onPageChange = vi.fn();
    render(<Pager page={1} totalPages={4} onPageChange={onPageChange} />);
    expect(screen.queryByRole('button', { name: 'Page 2' })).not.toBeInTheDocument();
    expect(screen.getByText('Page 1 of 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('switches layout when the window crosses 500 px', () => {
    render(<Pager page={3} totalPages={4} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    setViewportWidth(390);
    expect(screen.queryByRole('button', { name: 'Page 3' })).not.toBeInTheDocument();
    setViewportWidth(501);
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
  });

  it('has only previous and next at the bottom', () => {
    render(<Pager page={4} totalPages={4} placement="bottom" onPageChange={() => {}} />);
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Previous page',
      'Next page',
    ]);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('renders nothing for a single page and keeps next enabled when the total is unknown', () => {
    const { container, rerender } = render(<Pager page={1} totalPages={1} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Pager page={7} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
  });

  it('windows long page lists around the current page', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });
});
