import type { CalendarRelease } from '@shelfmark/contract';
import { sql } from 'drizzle-orm';
import { utcDay, watchListReleases } from '../calendar/releases';
import type { Db } from '../db/db';
import { queryRows } from '../db/query-rows';
import type { Mail } from '../plugins/mail';
import type { PushSend } from './push-delivery';
import { releaseDayPush, type Recipient, weeklyMail } from './reminder-messages';
import { removeSubscription, subscriptionsOf } from './reminders.repository';

/** The advisory lock the reminder job holds while it claims work: one instance at a time. */
const REMINDER_LOCK = 7_032_004;

export interface ReminderJob {
  db: Db;
  sendMail: (mail: Mail) => void;
  push: PushSend;
  publicUrl: string;
}

export interface ReminderRun {
  mails: number;
  pushes: number;
  /** Subscriptions the push service said are gone, removed. */
  removed: number;
}

type Kind = 'weekly_mail' | 'release_push';

interface Claimed extends Recipient {
  kind: Kind;
  releases: CalendarRelease[];
}

/** ISO weekday of a UTC day: 1 Monday … 7 Sunday. */
export const isoWeekday = (now: Date) => ((now.getUTCDay() + 6) % 7) + 1;

/** Users due a reminder of this kind today who have not been sent it. */
async function dueRecipients(tx: Db, kind: Kind, today: string, weekday: number): Promise<Recipient[]> {
  const wanted =
    kind === 'weekly_mail'
      ? sql`rs.weekly_mail and rs.weekday = ${weekday}`
      : sql`rs.push and exists (select 1 from push_subscriptions ps where ps.user_id = rs.user_id)`;
  return queryRows<Recipient>(
    tx,
    sql`select u.user_id as "userId", u.username, u.email
        from reminder_settings rs join users u on u.user_id = rs.user_id
        where ${wanted} and u.disabled_at is null
          and not exists (select 1 from reminders_sent s where s.user_id = rs.user_id and s.kind = ${kind} and s.day = ${today}::date)
        order by u.user_id`,
  );
}

/** The releases a reminder lists: the iCal feed's items of the coming week, or those out today to the day. */
function releasesFor(kind: Kind, all: CalendarRelease[], today: string, weekEnd: string): CalendarRelease[] {
  if (kind === 'weekly_mail') return all.filter((release) => release.publication <= weekEnd);
  return all.filter((release) => release.publication === today && release.publicationPrecision === undefined);
}

/**
 * Claims today's reminders in one transaction under an advisory lock, recording each in
 * reminders_sent: an instance that finds the lock taken leaves the work to the holder, and a
 * reminder recorded is never claimed again, by this instance or another. Null when locked out.
 */
async function claim(db: Db, now: Date): Promise<Claimed[] | null> {
  const today = utcDay(now);
  const weekEnd = utcDay(now, -6);
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${REMINDER_LOCK}) as locked`);
    if (!lock?.locked) return null;
    const claimed: Claimed[] = [];
    for (const kind of ['weekly_mail', 'release_push'] as const) {
      for (const recipient of await dueRecipients(tx, kind, today, isoWeekday(now))) {
        const releases = releasesFor(kind, await watchListReleases(tx, recipient.userId, today), today, weekEnd);
        if (releases.length === 0) continue;
        await tx.execute(sql`insert into reminders_sent (user_id, kind, day) values (${recipient.userId}, ${kind}, ${today}::date)`);
        claimed.push({ ...recipient, kind, releases });
      }
    }
    return claimed;
  });
}

/**
 * One run of the reminder job at `now`: claims what is due, then sends it. A reminder is sent at
 * most once; one whose sending fails (mail server or push service down) is not tried again.
 */
export async function runReminders(job: ReminderJob, now: Date): Promise<ReminderRun> {
  const run: ReminderRun = { mails: 0, pushes: 0, removed: 0 };
  const claimed = await claim(job.db, now);
  for (const reminder of claimed ?? []) {
    if (reminder.kind === 'weekly_mail') {
      job.sendMail(weeklyMail(reminder, reminder.releases, job.publicUrl));
      run.mails += 1;
      continue;
    }
    const payload = releaseDayPush(reminder.releases);
    for (const subscription of await subscriptionsOf(job.db, reminder.userId)) {
      const outcome = await job.push(subscription, payload);
      if (outcome === 'sent') run.pushes += 1;
      if (outcome === 'gone') {
        await removeSubscription(job.db, subscription.subscriptionId);
        run.removed += 1;
      }
    }
  }
  return run;
}
