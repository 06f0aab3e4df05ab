import { createHash, timingSafeEqual } from 'node:crypto';
import { isMediaServerKind } from '@shelfmark/contract';
import type { Db } from '../../db/db';
import { findHookIntegration, type HookIntegration } from '../integrations.repository';

/** SHA-256 in hex: the secret is 256 random bits, so a fast hash leaves nothing to guess (as for tokens, ADR 0031). */
export const hashHookSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

const DECOY = hashHookSecret('no integration has this secret');

const sameHash = (stored: string | null | undefined, secret: string) => timingSafeEqual(Buffer.from(stored ?? DECOY, 'hex'), Buffer.from(hashHookSecret(secret), 'hex'));

/**
 * How long an instance trusts its copy of an integration that received a post. A movie played to
 * the end is recorded in one call that checks the copy against the database as it records
 * (media_server_play_watched); any other play is recorded on a fresh read. Only what needs no
 * writing (a play the filters leave out) is decided on a copy, at most this old, so a change made
 * on another instance of a fleet reaches it within that time. Changes made through this instance,
 * and refused posts, drop its copy at once.
 */
export const HOOK_COPY_MS = 2_000;
const MAX_COPIES = 10_000;

interface Copy {
  hook: HookIntegration;
  until: number;
}

/** Per database: tests run many apps in one process, each on its own database. */
const copiesOf = new WeakMap<Db, Map<number, Copy>>();

function copies(db: Db): Map<number, Copy> {
  let map = copiesOf.get(db);
  if (!map) {
    map = new Map();
    copiesOf.set(db, map);
  }
  return map;
}

const idOf = (idText: string) => (/^\d{1,9}$/.test(idText) ? Number(idText) : null);

/**
 * The media server integration an address names, from the database, when its secret is right;
 * null otherwise, whether the id is unknown, of another kind or the secret wrong (the caller
 * answers 404 alike). The hashes are compared in constant time, and a decoy is compared when
 * there is no row. A paused integration is not kept: resuming must count at once.
 */
export async function reloadHook(db: Db, idText: string, secret: string): Promise<HookIntegration | null> {
  const integrationId = idOf(idText);
  const found = integrationId === null ? undefined : await findHookIntegration(db, integrationId);
  const row = found?.integration;
  const same = sameHash(row?.secretHash, secret);
  const hook = found && row && same && row.secretHash !== null && isMediaServerKind(row.kind) ? found : null;
  const map = copies(db);
  if (integrationId !== null) map.delete(integrationId);
  if (hook && !hook.integration.paused) {
    if (map.size >= MAX_COPIES) map.clear();
    map.set(hook.integration.integrationId, { hook, until: Date.now() + HOOK_COPY_MS });
  }
  return hook;
}

/** An integration as a post found it; `fresh` when read from the database for this post. */
export interface FoundHook {
  hook: HookIntegration;
  fresh: boolean;
}

/** The integration an address names when its secret is right: this instance's recent copy, or the database's. */
export async function findHook(db: Db, idText: string, secret: string): Promise<FoundHook | null> {
  const integrationId = idOf(idText);
  const copy = integrationId === null ? undefined : copies(db).get(integrationId);
  if (copy && copy.until > Date.now() && sameHash(copy.hook.integration.secretHash, secret)) return { hook: copy.hook, fresh: false };
  const hook = await reloadHook(db, idText, secret);
  return hook && { hook, fresh: true };
}

/** Drops this instance's copy: the integration changed or went, or a refused post moved its count of failures. */
export function forgetHook(db: Db, integrationId: number): void {
  copies(db).delete(integrationId);
}
