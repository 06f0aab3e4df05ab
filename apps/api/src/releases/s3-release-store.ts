import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { S3Config } from '../config/config';
import { isMissingKey, s3ClientFor } from '../covers/s3-store';
import type { ReleaseStore } from './release-store';

/** Released files as objects `releases/<remote>@<version>/<file>` in the covers' bucket. */
export function s3ReleaseStore(config: S3Config): ReleaseStore {
  const client = s3ClientFor(config);
  const keyOf = (key: string) => `releases/${key}`;
  return {
    kind: 's3',
    put: async (key, data) => {
      await client.send(new PutObjectCommand({ Bucket: config.bucket, Key: keyOf(key), Body: data, ContentLength: data.length }));
    },
    get: async (key) => {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: keyOf(key) }));
        if (!object.Body) throw new Error(`S3 answered ${keyOf(key)} without its body`);
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (isMissingKey(error)) return null;
        throw error;
      }
    },
    close: async () => client.destroy(),
  };
}
