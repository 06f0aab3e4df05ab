declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  /** RFC 8188 decryption; for aes128gcm the sender's public key is read from the record's header. */
  export function decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
}
