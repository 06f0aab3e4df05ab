import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('is labelled, described by its hint and error, and toggles from its label', async () => {
    render(<Checkbox label="Restricted" hint="Only admins see it" error="Required" />);
    const box = screen.getByRole('checkbox', { name: 'Restricted' });
    expect(box).toHaveAccessibleDescription('Only admins see it Required');
    expect(box).toBeInvalid();
    await userEvent.click(screen.getByText('Restricted'));
    expect(box).toBeChecked();
  });
});
