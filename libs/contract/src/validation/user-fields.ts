import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../limits';
import { VALIDATION_MESSAGES } from './messages';

export const USERNAME_MAX_LENGTH = 50;

export const UsernameSchema = z
  .string()
  .regex(/^[A-Za-z0-9_]+$/, VALIDATION_MESSAGES.invalidUsername)
  .max(USERNAME_MAX_LENGTH, VALIDATION_MESSAGES.invalidUsername);

/** Long passphrases are welcome; the cap only keeps hashing a bounded amount of work. */
export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, VALIDATION_MESSAGES.invalidPassword)
  .max(1024, VALIDATION_MESSAGES.invalidPassword);

export const EmailSchema = z.email(VALIDATION_MESSAGES.invalidEmail).max(254, VALIDATION_MESSAGES.invalidEmail);
