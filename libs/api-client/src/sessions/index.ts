export { createSession, useSignIn } from './create-session';
