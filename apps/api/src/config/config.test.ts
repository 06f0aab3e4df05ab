import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, publicUrlUnsetWarning, remoteManifestUrl } from './config';

const defaults = { webRoot: '/srv/web' };

describe('loadConfig', () => {
  it('has safe defaults for one machine', () => {
    const config = loadConfig({}, defaults);
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.publicUrlSet).toBe(false);
    expect(publicUrlUnsetWarning(config.publicUrl)).toContain('links in mail (password reset) point to http://localhost:3000');
    expect(config.remoteManifests).toEqual({
      library: '/remotes/library/mf-manifest.json',
      catalog: '/remotes/catalog/mf-manifest.json',
      media: '/remotes/media/mf-manifest.json',
      account: '/remotes/account/mf-manifest.json',
    });
  });

  it('takes every setting from the environment', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATABASE_URL: 'postgres://db/shelfmark',
        PUBLIC_URL: 'https://books.example/',
        REMOTE_MEDIA_URL: 'https://cdn.example/media/v7/',
      },
      defaults,
    );
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBe('postgres://db/shelfmark');
    expect(config.publicUrl).toBe('https://books.example');
    expect(config.publicUrlSet).toBe(true);
    expect(config.remoteManifests.media).toBe('https://cdn.example/media/v7/mf-manifest.json');
  });

  it('keeps memory:// as a throwaway database instead of a folder', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }, defaults).dataDir).toBe('memory://');
  });

  it('has mail, token and rate-limit settings with safe defaults', () => {
    expect(loadConfig({}, defaults)).toMatchObject({
      jwtSecret: undefined,
      bugReportEmail: undefined,
      mailFrom: 'Shelfmark <shelfmark@localhost>',
      authRateLimit: 10,
      trustProxy: false,
    });
    expect(() => loadConfig({ JWT_SECRET: 'short' }, defaults)).toThrow(/JWT_SECRET must be at least 32 characters/);
    expect(() => loadConfig({ BUG_REPORT_EMAIL: 'nobody' }, defaults)).toThrow(/BUG_REPORT_EMAIL must be an email address/);
  });

  it('reads TRUST_PROXY as a flag or a list of addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }, defaults).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }, defaults).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }, defaults)).toMatchObject({ databaseUrl: undefined, port: 3000 });
  });

  it('names the bad setting', () => {
    expect(() => loadConfig({ PORT: 'eighty' }, defaults)).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' }, defaults)).toThrow(/DATABASE_URL must start with postgres:\/\//);
  });
});

describe('cover store and Redis settings', () => {
  it('keeps covers on disk alone, in PostgreSQL with DATABASE_URL, in S3 with a bucket', () => {
    expect(loadConfig({}, defaults).covers).toEqual({ kind: 'disk' });
    expect(loadConfig({ DATABASE_URL: 'postgres://db/shelfmark' }, defaults).covers).toEqual({ kind: 'postgres' });
    expect(loadConfig({ DATABASE_URL: 'postgres://db/shelfmark', COVER_STORE: 'disk' }, defaults).covers).toEqual({ kind: 'disk' });
    expect(loadConfig({ S3_BUCKET: 'covers', S3_URL: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'key' }, defaults).covers).toEqual({
      kind: 's3',
      s3: { endpoint: 'http://127.0.0.1:9000', bucket: 'covers', region: 'us-east-1', credentials: { accessKeyId: 'id', secretAccessKey: 'key' } },
    });
    expect(loadConfig({ S3_BUCKET: 'covers' }, defaults).covers).toMatchObject({ s3: { endpoint: undefined, credentials: undefined } });
  });

  it('names what an S3 store lacks', () => {
    expect(() => loadConfig({ COVER_STORE: 's3' }, defaults)).toThrow('COVER_STORE=s3 needs S3_BUCKET');
    expect(() => loadConfig({ S3_BUCKET: 'covers', S3_ACCESS_KEY_ID: 'id' }, defaults)).toThrow(/both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ COVER_STORE: 'ftp' }, defaults)).toThrow(/COVER_STORE must be disk, postgres or s3/);
  });

  it('counts in Redis only when REDIS_URL is set', () => {
    expect(loadConfig({}, defaults).redis).toBeUndefined();
    expect(loadConfig({}, defaults).webhookAllowPrivateNetworks).toBe(false);
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' }, defaults).webhookAllowPrivateNetworks).toBe(true);
    expect(() => loadConfig({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'yes' }, defaults)).toThrow(/WEBHOOK_ALLOW_PRIVATE_NETWORKS must be true or false/);
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379' }, defaults).redis).toEqual({ url: 'redis://cache:6379', keyPrefix: 'shelfmark:' });
    expect(() => loadConfig({ REDIS_URL: 'http://cache' }, defaults)).toThrow(/REDIS_URL must start with redis:\/\//);
  });
});

describe('remoteManifestUrl', () => {
  it('accepts a deployment folder or the manifest itself', () => {
    expect(remoteManifestUrl('library', undefined)).toBe('/remotes/library/mf-manifest.json');
    expect(remoteManifestUrl('library', 'http://localhost:4300')).toBe('http://localhost:4300/mf-manifest.json');
    expect(remoteManifestUrl('library', 'http://cdn/lib/mf-manifest.json')).toBe('http://cdn/lib/mf-manifest.json');
  });
});

describe('backup settings', () => {
  it('backs the embedded database up every day into DATA_DIR/backups, keeping 7 daily and 4 weekly', () => {
    const config = loadConfig({ DATA_DIR: '/srv/shelfmark' }, defaults);
    expect(config.backups).toEqual({ dir: '/srv/shelfmark/backups', scheduled: true, keepDaily: 7, keepWeekly: 4 });
  });

  it('leaves the schedule to the administrator on PostgreSQL, and turns it off on request', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/shelfmark' }, defaults).backups.scheduled).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/shelfmark', BACKUP_SCHEDULE: 'on' }, defaults).backups.scheduled).toBe(true);
    expect(loadConfig({ BACKUP_SCHEDULE: 'off' }, defaults).backups.scheduled).toBe(false);
    expect(loadConfig({ BACKUP_DIR: '/mnt/backups', BACKUP_KEEP_DAILY: '3', BACKUP_KEEP_WEEKLY: '0' }, defaults).backups).toMatchObject({
      dir: '/mnt/backups',
      keepDaily: 3,
      keepWeekly: 0,
    });
  });

  it('names a bad backup setting', () => {
    expect(() => loadConfig({ BACKUP_SCHEDULE: 'daily' }, defaults)).toThrow(/BACKUP_SCHEDULE must be auto, on or off/);
    expect(() => loadConfig({ BACKUP_KEEP_DAILY: 'seven' }, defaults)).toThrow(/BACKUP_KEEP_DAILY/);
    expect(() => loadConfig({ BACKUP_KEEP_WEEKLY: '-1' }, defaults)).toThrow(/BACKUP_KEEP_WEEKLY/);
    expect(() => loadConfig({ DATA_DIR: 'memory://', BACKUP_SCHEDULE: 'on' }, defaults)).toThrow(/needs BACKUP_DIR/);
  });
});
