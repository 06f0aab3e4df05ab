import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { S3Config } from '../config/config';
import type { CoverStore } from './cover-store';

export const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);
/** Only a missing key is a missing cover: a missing bucket or a refusal is a fault to report. */
export const isMissingKey = (error: unknown) => error instanceof S3ServiceException && error.name === 'NoSuchKey';

/** A client for the configured bucket; also the release store's (apps/api/src/releases/release-store.ts). */
export function s3ClientFor(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    // Self-hosted S3-compatible servers (MinIO, Garage, Ceph…) address buckets by path.
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
}

/** Covers as objects `<name>.jpg` in an S3 bucket (Amazon S3 or any S3-compatible server). */
export function s3CoverStore(config: S3Config): CoverStore {
  const client = s3ClientFor(config);
  const keyOf = (name: string) => `${name}.jpg`;
  return {
    kind: 's3',
    save: async (name, data) => {
      await client.send(
        new PutObjectCommand({ Bucket: config.bucket, Key: keyOf(name), Body: data, ContentType: 'image/jpeg', ContentLength: data.length }),
      );
    },
    open: async (name, ifNoneMatch) => {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: keyOf(name), IfNoneMatch: ifNoneMatch }));
        if (!object.ETag || object.ContentLength === undefined || !object.Body) throw new Error(`S3 answered ${keyOf(name)} without its ETag, length or body`);
        return { etag: object.ETag, size: object.ContentLength, body: object.Body as Readable };
      } catch (error) {
        const status = statusOf(error);
        if (status === 304 && ifNoneMatch) return { etag: ifNoneMatch, size: 0, body: null };
        if (isMissingKey(error)) return null;
        throw error;
      }
    },
    // S3 answers a delete of a missing key as done.
    remove: async (name) => {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: keyOf(name) }));
    },
    close: async () => client.destroy(),
  };
}
