import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DELIVERY_STATES, INSTANCE_TEXT_VALUES, INVITATION_STATES, REGISTRATION_MODES, ROLE_VALUES, EXPORT_FORMATS, IMPORT_JOB_STATUSES, IMPORT_SOURCES, ImportCountsSchema, TOKEN_SCOPES, WEBHOOK_EVENTS } from '@shelfmark/contract';
import { describe, expect, it } from 'vitest';
import { acceptedKinds, type ImportFileKind } from '../imports/import-file-check';
import type { RowListKind } from '../import-job/row-list';
import adminEn from './admin.en.json';
import appsEn from './apps.en.json';
import integrationsEn from './integrations.en.json';
import en from './en.json';
import yourAccountEn from './your-account.en.json';
import bookSyncEn from './book-sync.en.json';
import twoFactorEn from './two-factor.en.json';
import remindersEn from './release-reminders.en.json';
import languageEn from './language.en.json';

/**
 * A missing text shows its raw key on screen. The screens name most keys as they are, and build
 * some from the contract's values (`importSources.${source}`), so a value added to the contract
 * without its texts would show one. These keep the remote's texts in step with both.
 */
const texts = { ...en, ...appsEn, ...bookSyncEn, ...integrationsEn, ...yourAccountEn, ...adminEn, ...twoFactorEn, ...remindersEn, ...languageEn };

function text(path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), texts);
}

/** A key has its text when it is a non-empty string, or has both plural forms. */
function hasText(path: string): boolean {
  const plain = text(path);
  if (typeof plain === 'string') return plain.trim() !== '';
  return [`${path}_one`, `${path}_other`].every((form) => typeof text(form) === 'string');
}

const missing = (paths: string[]) => paths.filter((path) => !hasText(path));

/** Every key the remote's code names as it is: t('inbox.heading', …). */
function literalKeys(): string[] {
  const root = join(import.meta.dirname, '..');
  const sources = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path));
  const keys = sources.flatMap((path) => [...readFileSync(join(root, path), 'utf8').matchAll(/\bt\(\s*'([^']+)'/g)].map((match) => match[1] ?? ''));
  return [...new Set(keys)].sort();
}

describe('texts the code names', () => {
  it('every key named in the code has its text', () => {
    const keys = literalKeys();
    expect(keys.length).toBeGreaterThan(100);
    expect(missing(keys)).toEqual([]);
  });
});

describe('texts for every value of the contract', () => {
  it('every import source has its name and the way to get its file', () => {
    expect(missing(IMPORT_SOURCES.flatMap((source) => [`importSources.${source}`, `importForm.howTo.${source}`]))).toEqual([]);
  });

  it('every job status has its badge and its announcement', () => {
    // A running job is announced by its progress, in steps.
    const announced = IMPORT_JOB_STATUSES.filter((status) => status !== 'running');
    expect(missing([...IMPORT_JOB_STATUSES.map((status) => `importStatus.${status}`), ...announced.map((status) => `importJob.announce.${status}`)])).toEqual([]);
    expect(missing(['importJob.announce.running', 'importJob.announce.reading'])).toEqual([]);
  });

  it('every export format has its button and its description', () => {
    expect(missing(EXPORT_FORMATS.flatMap((format) => [`yourData.export.${format}`, `yourData.exportDescription.${format}`]))).toEqual([]);
  });

  it('every count of a job has its label', () => {
    expect(missing(ImportCountsSchema.keyof().options.map((name) => `importJob.counts.${name}`))).toEqual([]);
  });

  it('every kind of file a source takes, and the others the form can find, has its words', () => {
    const kinds: ImportFileKind[] = ['zip', 'json', 'csv', 'binary'];
    expect(IMPORT_SOURCES.flatMap(acceptedKinds).every((kind) => kinds.includes(kind))).toBe(true);
    expect(missing(kinds.map((kind) => `importForm.fileKinds.${kind}`))).toEqual([]);
  });

  it('every list of rows on a job page has its heading, intro and pager', () => {
    const lists: RowListKind[] = ['matched', 'failed', 'skipped'];
    expect(missing(lists.flatMap((kind) => [`importRows.heading.${kind}`, `importRows.intro.${kind}`, `importRows.pager.${kind}`]))).toEqual([]);
  });

  it('every token scope, webhook event and delivery state has its words', () => {
    expect(missing([...TOKEN_SCOPES.map((scope) => `apps.tokens.scope.${scope}`), ...WEBHOOK_EVENTS.map((event) => `apps.events.${event}`), ...DELIVERY_STATES.map((state) => `apps.log.states.${state}`)])).toEqual([]);
  });

  it('finds a missing text, so the checks above can fail', () => {
    expect(missing(['importSources.imdb', 'importSources.myspace', 'inbox.heading'])).toEqual(['importSources.myspace']);
  });

  it('every role, registration mode, invitation state, database and cover store has its words on the admin screen', () => {
    expect(
      missing([
        ...ROLE_VALUES.map((role) => `admin.users.roles.${role}`),
        ...REGISTRATION_MODES.map((mode) => `admin.registration.modes.${mode}`),
        ...INVITATION_STATES.map((state) => `admin.registration.states.${state}`),
        ...INSTANCE_TEXT_VALUES.database.map((kind) => `admin.instance.databases.${kind}`),
        ...INSTANCE_TEXT_VALUES.coverStore.map((kind) => `admin.instance.coverStores.${kind}`),
      ]),
    ).toEqual([]);
  });
});
