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

  it('in a group with one message under it, is marked invalid and described by that message', () => {
    render(
      <>
        <Checkbox label="Read" aria-invalid aria-describedby="scopes-error" />
        <p id="scopes-error">Choose at least one scope</p>
      </>,
    );
    const box = screen.getByRole('checkbox', { name: 'Read' });
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Choose at least one scope');
  });
});
