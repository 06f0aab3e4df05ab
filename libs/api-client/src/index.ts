export { apiFetch } from './core/api-fetch';
export type { ApiRequest, QueryValue } from './core/api-fetch';
export { ApiError, requestFailedMessage } from './core/api-error';
export { configureApiClient } from './core/config';
export type { ApiClientConfig } from './core/config';
export { createQueryClient } from './core/query-client';
export { createThrottle } from './core/throttle';
export type { Throttled } from './core/throttle';
export { withPrefix } from './core/with-prefix';

export { getHealth, getHealthQueryOptions, useHealth } from './health/get-health';
export { createSession, useSignIn } from './sessions/create-session';
export { checkResetToken, getResetTokenQueryOptions, useResetTokenValidity } from './users/check-reset-token';
export { createUser, useRegister } from './users/create-user';
export { getUser, getUserQueryOptions, useUser } from './users/get-user';
export { requestPasswordReset, useRequestPasswordReset } from './users/request-password-reset';
export { resetPassword, useResetPassword } from './users/reset-password';
export type { ResetPasswordInput } from './users/reset-password';
export { getVerifySessionQueryOptions, useVerifySession, verifySession } from './users/verify-session';
