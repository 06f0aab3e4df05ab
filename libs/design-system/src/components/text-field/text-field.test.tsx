import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('wires the label, hint and error to the input', () => {
    render(<TextField label="Confirm Password" hint="Type it again" error="Passwords do not match!" />);
    const input = screen.getByRole('textbox', { name: 'Confirm Password' });
    expect(input).toHaveAccessibleDescription('Type it again Passwords do not match!');
    expect(input).toBeInvalid();
  });

  it('is valid and undescribed without hint or error', () => {
    render(<TextField label="Title" required />);
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toBeRequired();
  });
});
