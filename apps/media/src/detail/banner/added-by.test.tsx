import { initI18n, registerMessages } from '@shelfmark/i18n';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { AddedBy } from './added-by';

describe('AddedBy', () => {
  beforeAll(async () => {
    await initI18n({ lng: 'en' });
    registerMessages('media', { en });
  });

  it('names who added the item when the server tells (librarians and admins)', () => {
    render(<AddedBy media={{ addedBy: { userID: 7, username: 'ada_99' } }} />);
    expect(screen.getByText('Added by ada_99')).toBeInTheDocument();
  });

  it('shows nothing when the field is absent (other users) or null (nobody known)', () => {
    const { container, rerender } = render(<AddedBy media={{}} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<AddedBy media={{ addedBy: null }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
