import { mockDb, users } from '@shelfmark/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startMockServer } from '../../testing/mock-server';
import { renderAccount, signInAs } from '../../testing/render-account';

startMockServer();

describe('release reminders on the profile', () => {
  it('opts in to the weekly mail on a chosen day and to release-day notifications', async () => {
    signInAs('reader');
    const user = userEvent.setup();
    renderAccount(`/account/${users.reader.userID}`);
    const section = await screen.findByRole('region', { name: 'Release reminders' });
    const weekly = await within(section).findByRole('checkbox', { name: "Email me the week's releases" });
    expect(weekly).not.toBeChecked();
    expect(within(section).queryByLabelText('Day of the weekly email')).not.toBeInTheDocument();

    await user.click(weekly);
    const day = await within(section).findByLabelText('Day of the weekly email');
    await user.selectOptions(day, 'Friday');
    await within(section).findByText('Saved.');
    expect(mockDb.reminders.get(users.reader.userID)).toEqual({ weeklyMail: true, weekday: 5, push: false });

    await user.click(within(section).getByRole('checkbox', { name: 'Notify me on the release day' }));
    // jsdom has no service worker: the device part says so instead of offering a button that cannot work.
    expect(await within(section).findByText('This browser cannot show notifications from Shelfmark.')).toBeInTheDocument();
    expect(mockDb.reminders.get(users.reader.userID)).toEqual({ weeklyMail: true, weekday: 5, push: true });
  });
});
