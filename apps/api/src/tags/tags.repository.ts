import type { Tag, TagSummary } from '@shelfmark/contract';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { tags, userMedia, usermediaTags } from '../db/schema';

const tagColumns = { tagID: tags.tagId, tagValue: tags.value };
const alphabetical = [sql`lower(${tags.value})`, asc(tags.tagId)];

export async function findTag(db: Db, tagId: number): Promise<(Tag & { userId: number }) | undefined> {
  const [row] = await db
    .select({ ...tagColumns, userId: tags.userId })
    .from(tags)
    .where(eq(tags.tagId, tagId));
  return row;
}

/** The user's tag with this value (any letter case), created if they have none yet. */
export async function findOrCreateTag(db: Db, userId: number, value: string): Promise<{ tag: Tag; created: boolean }> {
  const [created] = await db.insert(tags).values({ userId, value }).onConflictDoNothing().returning(tagColumns);
  if (created) return { tag: created, created: true };
  const [existing] = await db
    .select(tagColumns)
    .from(tags)
    .where(and(eq(tags.userId, userId), sql`lower(${tags.value}) = lower(${value})`));
  if (!existing) throw new Error('tag neither created nor found');
  return { tag: existing, created: false };
}

/** The user's tags with these values (any letter case), created where missing; by lower-cased value, with whether each was created. */
export async function findOrCreateTags(db: Db, userId: number, values: string[]): Promise<Map<string, { tag: Tag; created: boolean }>> {
  const wanted = [...new Map(values.map((value) => [value.toLowerCase(), value])).values()];
  if (wanted.length === 0) return new Map();
  const created = await db
    .insert(tags)
    .values(wanted.map((value) => ({ userId, value })))
    .onConflictDoNothing()
    .returning(tagColumns);
  const found = new Map(created.map((tag) => [tag.tagValue.toLowerCase(), { tag, created: true }]));
  const missing = wanted.filter((value) => !found.has(value.toLowerCase()));
  if (missing.length > 0) {
    const existing = await db
      .select(tagColumns)
      .from(tags)
      .where(and(eq(tags.userId, userId), inArray(sql`lower(${tags.value})`, missing.map((value) => value.toLowerCase()))));
    for (const tag of existing) found.set(tag.tagValue.toLowerCase(), { tag, created: false });
  }
  return found;
}

/** Puts tags on entries in one statement; answers the pairs that were not there before. */
export async function tagEntries(db: Db, pairs: { usermediaId: number; tagId: number }[]): Promise<{ usermediaId: number; tagId: number }[]> {
  if (pairs.length === 0) return [];
  return db.insert(usermediaTags).values(pairs).onConflictDoNothing().returning({ usermediaId: usermediaTags.usermediaId, tagId: usermediaTags.tagId });
}

/** Whether any entry still carries the tag. */
export async function tagInUse(db: Db, tagId: number): Promise<boolean> {
  const [row] = await db.select({ id: usermediaTags.tagId }).from(usermediaTags).where(eq(usermediaTags.tagId, tagId)).limit(1);
  return row !== undefined;
}

export function userTags(db: Db, userId: number): Promise<Tag[]> {
  return db.select(tagColumns).from(tags).where(eq(tags.userId, userId)).orderBy(...alphabetical);
}

export function userTagSummaries(db: Db, userId: number): Promise<TagSummary[]> {
  return db
    .select({ ...tagColumns, mediaCount: count(usermediaTags.usermediaId) })
    .from(tags)
    .leftJoin(usermediaTags, eq(usermediaTags.tagId, tags.tagId))
    .where(eq(tags.userId, userId))
    .groupBy(tags.tagId)
    .orderBy(...alphabetical);
}

/**
 * Gives the user's tag a new value; false when another of their tags has it already (any letter
 * case). Two renames racing to one value: the unique index refuses the second (a 409). Cached
 * stats name tags, so the user's shelf version moves with it, as the triggers move it when tags
 * go on or off entries.
 */
export async function renameTag(db: Db, tagId: number, userId: number, value: string): Promise<Tag | false> {
  return db.transaction(async (tx) => {
    const [renamed] = await tx
      .update(tags)
      .set({ value })
      .where(
        and(
          eq(tags.tagId, tagId),
          sql`not exists (select 1 from ${tags} as other where other.user_id = ${userId} and lower(other.value) = lower(${value}) and other.tag_id <> ${tagId})`,
        ),
      )
      .returning(tagColumns);
    if (!renamed) return false;
    await tx.execute(sql`select shelf_versions_bump(array[${userId}]::integer[])`);
    return renamed;
  });
}

export async function deleteTag(db: Db, tagId: number): Promise<void> {
  await db.delete(tags).where(eq(tags.tagId, tagId));
}

/** Media ids carrying the tag, by first creator's last name, then title. */
export async function taggedMediaIds(db: Db, tagId: number): Promise<number[]> {
  const rows = await db
    .select({ id: userMedia.mediaId })
    .from(usermediaTags)
    .innerJoin(userMedia, eq(userMedia.usermediaId, usermediaTags.usermediaId))
    .where(eq(usermediaTags.tagId, tagId))
    .orderBy(asc(userMedia.sortCreator), asc(userMedia.sortTitle), asc(userMedia.usermediaId));
  return rows.map((row) => row.id);
}

/** False when the entry already had the tag. */
export async function tagEntry(db: Db, usermediaId: number, tagId: number): Promise<boolean> {
  const added = await db.insert(usermediaTags).values({ usermediaId, tagId }).onConflictDoNothing().returning({ tagId: usermediaTags.tagId });
  return added.length > 0;
}

/** False when the entry did not have the tag. */
export async function untagEntry(db: Db, usermediaId: number, tagId: number): Promise<boolean> {
  const removed = await db
    .delete(usermediaTags)
    .where(and(eq(usermediaTags.usermediaId, usermediaId), eq(usermediaTags.tagId, tagId)))
    .returning({ tagId: usermediaTags.tagId });
  return removed.length > 0;
}

export function entryTags(db: Db, usermediaId: number): Promise<Tag[]> {
  return db
    .select(tagColumns)
    .from(usermediaTags)
    .innerJoin(tags, eq(tags.tagId, usermediaTags.tagId))
    .where(eq(usermediaTags.usermediaId, usermediaId))
    .orderBy(...alphabetical);
}
