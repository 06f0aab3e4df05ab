import type { Role } from '@shelfmark/contract';
import type { InjectOptions } from 'fastify';
import type { TokenCaller } from './token-callers';
import type { Caller, Holdings, World } from './world';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
type Success = 200 | 201 | 202 | 204;

/** Who may make a call: the rule behind one row of the matrix. */
export type Access =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  /** The owner only: to others, whatever their role, the record looks absent (404). */
  | { kind: 'own' }
  /** The owner, and the admin on anyone's; absent (404) to others. */
  | { kind: 'own-or-admin' }
  /** Acting in the caller's own name only: naming another user is refused (403), there is no record to hide. */
  | { kind: 'self-only' }
  | { kind: 'roles'; roles: Role[] }
  /** An exact answer per caller, for calls on restricted media and the like. */
  | { kind: 'per-caller'; outcomes: Record<Caller, number> };

export interface CallSpec {
  url: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
  /** Something outside the database the call could change (a cover file); compared around a refused call. */
  sideEffect?: () => Promise<unknown>;
}

export interface CaseContext {
  world: World;
  /** The owner's holdings: fresh when an allowed call would use them up, else shared. */
  holdings: Holdings;
  /** Who makes the call, for a row that must not act on the caller's own account (deleting it); absent outside the matrix. */
  caller?: Caller | TokenCaller;
}

export interface MatrixRow {
  method: Method;
  /** The route as registered, e.g. /api/v1/usermedias/:id. */
  route: string;
  access: Access;
  success: Success;
  /** What this row shows beyond the route, e.g. "restricted media". */
  scenario?: string;
  /** A refusal answers {code, message} (KOReader's error shape) rather than {message}. */
  refusalHasCode?: boolean;
  request(context: CaseContext): CallSpec | Promise<CallSpec>;
}
