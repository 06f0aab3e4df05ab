import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '../config/config';

export interface LocalS3 {
  /** S3_URL of the server. */
  endpoint: string;
  config(bucket: string): S3Config;
  createBucket(bucket: string): Promise<void>;
  stop(): Promise<void>;
}

const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * s3rver (an S3-compatible server in Node, files in a temporary folder) on a free loopback port:
 * it stands in for Amazon S3 or MinIO in tests, speaking the same HTTP API to the same SDK.
 */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 'shelfmark-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const config = (bucket: string): S3Config => ({ endpoint, bucket, region: 'us-east-1', credentials: CREDENTIALS });
  return {
    endpoint,
    config,
    createBucket: async (bucket) => {
      const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: CREDENTIALS });
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      client.destroy();
    },
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
