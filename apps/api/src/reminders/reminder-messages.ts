import { type CalendarRelease, mediaTypeInfo, type PushPayload } from '@shelfmark/contract';
import type { Mail } from '../plugins/mail';

const mediaPath = (release: CalendarRelease) => `/${mediaTypeInfo(release.type).route}/${release.mediaID}`;

function shownDay(release: CalendarRelease): string {
  const date = new Date(`${release.publication}T00:00:00Z`);
  if (release.publicationPrecision === 'year') return `Sometime in ${date.getUTCFullYear()}`;
  if (release.publicationPrecision === 'month') return `Sometime in ${date.toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' })}`;
  return date.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
}

export interface Recipient {
  userId: number;
  username: string;
  email: string;
}

/** The weekly mail: each release of the week with its day and a link to its page. */
export function weeklyMail(recipient: Recipient, releases: CalendarRelease[], publicUrl: string): Mail {
  const lines = releases.flatMap((release) => {
    const label = mediaTypeInfo(release.type).label;
    const by = release.creators ? `, ${release.creators}` : '';
    return [`- ${shownDay(release)}: ${release.title} (${label})${by}`, `  ${publicUrl}${mediaPath(release)}`];
  });
  const count = releases.length === 1 ? '1 release' : `${releases.length} releases`;
  return {
    to: recipient.email,
    subject: `Shelfmark: ${count} on your Watch List this week`,
    text: [
      `Hello ${recipient.username},`,
      '',
      'Coming out in the next seven days:',
      '',
      ...lines,
      '',
      `Change or stop these reminders under Release reminders on your profile: ${publicUrl}/account/${recipient.userId}`,
    ].join('\n'),
  };
}

/** The release-day push: the release itself, or how many there are when several come out that day. */
export function releaseDayPush(releases: CalendarRelease[]): PushPayload {
  const [first] = releases;
  if (first && releases.length === 1) {
    const label = mediaTypeInfo(first.type).label;
    return { title: `Out today: ${first.title}`, body: first.creators ? `${label} by ${first.creators}` : label, url: mediaPath(first) };
  }
  return { title: `${releases.length} releases out today`, body: releases.map((release) => release.title).join(', '), url: '/calendar' };
}
