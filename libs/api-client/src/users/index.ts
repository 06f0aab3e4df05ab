export { checkResetToken, getResetTokenQueryOptions, useResetTokenValidity } from './check-reset-token';
export { createUser, useRegister } from './create-user';
export { getUser, getUserQueryOptions, useUser } from './get-user';
export { requestPasswordReset, useRequestPasswordReset } from './request-password-reset';
export { resetPassword, useResetPassword } from './reset-password';
export type { ResetPasswordInput } from './reset-password';
export { getVerifySessionQueryOptions, useVerifySession, verifySession } from './verify-session';
