import { useChangeAdminUser } from '@shelfmark/api-client/admin';
import { ROLE_VALUES, type AdminUser, type Role } from '@shelfmark/contract';
import { FailureNotice } from '@shelfmark/design-system';
import { Select } from '@shelfmark/design-system/controls';
import { formatDateTime, formatNumber, useT } from '@shelfmark/i18n';
import { useUserId } from '@shelfmark/session';
import { UserActions } from './user-actions';

/** One account: its facts, its role (changed by choosing another) and the actions on it. */
export function UserRow({ user }: { user: AdminUser }) {
  const t = useT('account');
  const self = useUserId() === user.userID;
  const change = useChangeAdminUser();
  const cell = (label: string) => ({ 'data-label': label });
  return (
    <tr className={user.disabled ? 'admin-users__row admin-users__row--disabled' : 'admin-users__row'}>
      <th scope="row" {...cell(t('admin.users.username'))}>
        {/* One element per cell: on a phone a cell is a grid of its label and its content. */}
        <div>
          <span className="admin-users__name">
            {user.username}
            {self && <span className="account-page__intro"> ({t('admin.users.you')})</span>}
          </span>
          <span className="admin-users__email">{user.email}</span>
        </div>
      </th>
      <td {...cell(t('admin.users.role'))}>
        <div>
          <Select
            hideLabel
            label={t('admin.users.roleOf', { username: user.username })}
            value={user.role}
            disabled={change.isPending}
            options={ROLE_VALUES.map((role) => ({ value: role, label: t(`admin.users.roles.${role}`) }))}
            onChange={(event) => change.mutate({ userID: user.userID, role: event.target.value as Role })}
          />
          {change.isError && <FailureNotice error={change.error} action="save" />}
        </div>
      </td>
      <td {...cell(t('admin.users.created'))}>{formatDateTime(user.created)}</td>
      <td {...cell(t('admin.users.lastSeen'))}>{user.lastSeen ? formatDateTime(user.lastSeen) : t('admin.users.never')}</td>
      <td {...cell(t('admin.users.items'))}>{formatNumber(user.itemsOnShelf)}</td>
      <td {...cell(t('admin.users.status'))}>
        <div>
          <span className={user.disabled ? 'admin-state admin-state--off' : 'admin-state'}>{user.disabled ? t('admin.users.disabled') : t('admin.users.active')}</span>
          {user.twoFactor && <span className="admin-users__fact">{t('admin.users.twoFactorOn')}</span>}
          {user.accessTokens > 0 && <span className="admin-users__fact">{t('admin.users.accessTokens', { count: user.accessTokens })}</span>}
          {user.integrations > 0 && <span className="admin-users__fact">{t('admin.users.integrations', { count: user.integrations })}</span>}
        </div>
      </td>
      <td {...cell(t('admin.users.actions'))}>
        <UserActions user={user} />
      </td>
    </tr>
  );
}
