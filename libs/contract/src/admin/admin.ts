import { z } from 'zod';
import { IsoDateTimeSchema } from '../date-schemas';
import { IdSchema } from '../entities/ids';
import { LookupServiceSchema } from '../entities/lookup';
import { RoleSchema } from '../entities/user';
import { BackupFileSchema } from './backups';

/** Who may create an account (ADR 0037): anyone, whoever has an invitation link, or nobody. */
export const REGISTRATION_MODES = ['open', 'invite', 'closed'] as const;
export const RegistrationModeSchema = z.enum(REGISTRATION_MODES, 'Registration is open, invite or closed');
export type RegistrationMode = z.infer<typeof RegistrationModeSchema>;

export const INVITATION_CODE_MAX_LENGTH = 100;
export const INVITATION_MAX_DAYS = 365;
export const INVITATION_MAX_USES = 1000;
export const ADMIN_USERS_PAGE_SIZE = 50;
export const ADMIN_SEARCH_MAX_LENGTH = 100;

export const ADMIN_MESSAGES = {
  registrationClosed: 'Registration is closed on this Shelfmark; ask its admin for an account',
  invitationRequired: 'Registration on this Shelfmark is by invitation: open the invitation link an admin gave you',
  invitationInvalid: 'This invitation link is not valid; ask an admin for a new one',
  invitationUsedUp: 'This invitation link has been used as often as it may; ask an admin for a new one',
  invitationExpired: 'This invitation link has expired; ask an admin for a new one',
  invitationRevoked: 'This invitation link has been revoked; ask an admin for a new one',
  invitationNotFound: 'Invitation not found',
  accountDisabled: 'This account is disabled; ask an admin of this Shelfmark',
  lastAdmin: 'Shelfmark needs an admin: make another account admin before you change this one',
  nothingToChange: 'Say what to change: role or disabled',
  userNotFound: 'User not found',
  invitationDays: `An invitation lasts from 1 to ${INVITATION_MAX_DAYS} days`,
  invitationUses: `An invitation can be used from 1 to ${INVITATION_MAX_USES} times`,
  searchTooLong: `Search for at most ${ADMIN_SEARCH_MAX_LENGTH} characters`,
  pageInvalid: 'The page is a whole number from 1',
} as const;

/** One account as the admin screen lists it. */
export const AdminUserSchema = z.object({
  userID: IdSchema,
  username: z.string(),
  email: z.string(),
  role: RoleSchema,
  created: IsoDateTimeSchema,
  /** The latest use of any of its sessions; null when it never signed in since sessions were kept. */
  lastSeen: IsoDateTimeSchema.nullable(),
  itemsOnShelf: z.number().int().nonnegative(),
  disabled: z.boolean(),
  twoFactor: z.boolean(),
  /** Personal access tokens that still work (neither revoked nor expired). */
  accessTokens: z.number().int().nonnegative(),
  /** Media servers, KOReader and Audiobookshelf connections, paused ones included. */
  integrations: z.number().int().nonnegative(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

/** GET /admin/users?q=&page=: a page of accounts, by username. */
export const AdminUsersQuerySchema = z.object({
  q: z.string().trim().max(ADMIN_SEARCH_MAX_LENGTH, ADMIN_MESSAGES.searchTooLong).optional(),
  page: z.coerce.number(ADMIN_MESSAGES.pageInvalid).int(ADMIN_MESSAGES.pageInvalid).min(1, ADMIN_MESSAGES.pageInvalid).max(100_000, ADMIN_MESSAGES.pageInvalid).default(1),
});
export const AdminUsersPageSchema = z.object({
  users: z.array(AdminUserSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type AdminUsersPage = z.infer<typeof AdminUsersPageSchema>;

/** PATCH /admin/users/{id}: a new role, or disabling (true) and re-enabling (false) the account. */
export const AdminUserChangeSchema = z
  .object({ role: RoleSchema.optional(), disabled: z.boolean().optional() })
  .refine((change) => change.role !== undefined || change.disabled !== undefined, ADMIN_MESSAGES.nothingToChange);
export type AdminUserChange = z.infer<typeof AdminUserChangeSchema>;

export const RegistrationSettingSchema = z.object({ mode: RegistrationModeSchema });
export type RegistrationSetting = z.infer<typeof RegistrationSettingSchema>;

export const INVITATION_STATES = ['active', 'used up', 'expired', 'revoked'] as const;
export const InvitationSchema = z.object({
  invitationID: IdSchema,
  created: IsoDateTimeSchema,
  /** Who made it; null once that account is deleted. */
  createdBy: z.string().nullable(),
  expiresAt: IsoDateTimeSchema,
  maxUses: z.number().int().positive(),
  uses: z.number().int().nonnegative(),
  state: z.enum(INVITATION_STATES),
});
export type Invitation = z.infer<typeof InvitationSchema>;

/** POST /admin/invitations. */
export const InvitationCreateSchema = z.object({
  days: z.number(ADMIN_MESSAGES.invitationDays).int(ADMIN_MESSAGES.invitationDays).min(1, ADMIN_MESSAGES.invitationDays).max(INVITATION_MAX_DAYS, ADMIN_MESSAGES.invitationDays),
  maxUses: z.number(ADMIN_MESSAGES.invitationUses).int(ADMIN_MESSAGES.invitationUses).min(1, ADMIN_MESSAGES.invitationUses).max(INVITATION_MAX_USES, ADMIN_MESSAGES.invitationUses),
});
export type InvitationCreate = z.infer<typeof InvitationCreateSchema>;

/** The answer of POST /admin/invitations: the link is shown this once (only its hash is kept). */
export const CreatedInvitationSchema = z.object({ invitation: InvitationSchema, link: z.string() });
export type CreatedInvitation = z.infer<typeof CreatedInvitationSchema>;

/** The query parameter of the shell's address an invitation link carries. */
export const INVITATION_PARAM = 'invitation';

/** The kinds of database and cover store the admin screen names. */
export const INSTANCE_TEXT_VALUES = { database: ['pglite', 'postgres'], coverStore: ['disk', 'postgres', 's3'] } as const;

/** GET /admin/instance: what the admin screen tells about this installation. */
export const InstanceFactsSchema = z.object({
  version: z.string(),
  database: z.enum(INSTANCE_TEXT_VALUES.database),
  coverStore: z.enum(INSTANCE_TEXT_VALUES.coverStore),
  /** An SMTP server is set (SMTP_URL); otherwise mail is kept in the outbox table and logged. */
  mailConfigured: z.boolean(),
  /** Add Media's look-up is switched on (LOOKUP_ENABLED). */
  lookupEnabled: z.boolean(),
  metadataServices: z.array(z.object({ service: LookupServiceSchema, label: z.string(), configured: z.boolean() })),
  lastBackup: BackupFileSchema.nullable(),
  registration: RegistrationModeSchema,
});
export type InstanceFacts = z.infer<typeof InstanceFactsSchema>;

/** The answer of POST /admin/instance/test-mail: where the test mail went. */
export const TestMailSchema = z.object({ to: z.string(), mailConfigured: z.boolean() });
export type TestMail = z.infer<typeof TestMailSchema>;
