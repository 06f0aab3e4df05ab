import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../limits';
import { VALIDATION_MESSAGES } from './messages';

export const UsernameSchema = z.string().regex(/^[A-Za-z0-9_]+$/, VALIDATION_MESSAGES.invalidUsername);

export const PasswordSchema = z.string().min(PASSWORD_MIN_LENGTH, VALIDATION_MESSAGES.invalidPassword);

export const EmailSchema = z.email(VALIDATION_MESSAGES.invalidEmail);
