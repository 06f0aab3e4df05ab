import { mockDb, type RecordedCall } from './mock-db';

/** The calls made to one method and path (without /api/v1), e.g. callsTo('PATCH', '/usermedias/103'). */
export function callsTo(method: string, path: string): RecordedCall[] {
  return mockDb.calls.filter((call) => call.method === method && call.path === path);
}

/** Makes one method and path answer an error status, e.g. failCall('PATCH', '/usermedias/103', 500). */
export function failCall(method: string, path: string, status: number): void {
  mockDb.failures.set(`${method} ${path}`, status);
}
