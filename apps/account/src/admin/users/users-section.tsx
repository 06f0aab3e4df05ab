import { useAdminUsers } from '@shelfmark/api-client/admin';
import { EmptyState, FailureNotice, Loader, Pager, TextField } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';
import { useDeferredValue, useState } from 'react';
import { UserRow } from './user-row';

/** Every account, searchable, each with what the admin can do to it. A table; a card each on a phone. */
export function UsersSection() {
  const t = useT('account');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const q = useDeferredValue(query.trim());
  const users = useAdminUsers(q, page);
  const totalPages = users.data ? Math.max(1, Math.ceil(users.data.total / users.data.pageSize)) : undefined;

  const body = () => {
    if (users.isError) return <FailureNotice error={users.error} action="load" onRetry={() => void users.refetch()} />;
    if (!users.data) return <Loader label={t('admin.users.loading')} />;
    if (users.data.users.length === 0) return <EmptyState title={t('admin.users.empty')} />;
    return (
      <>
        <p className="account-page__intro" role="status">
          {t('admin.users.count', { count: users.data.total })}
        </p>
        <table className="admin-users" aria-labelledby="admin-users-heading">
          <thead>
            <tr>
              <th scope="col">{t('admin.users.username')}</th>
              <th scope="col">{t('admin.users.role')}</th>
              <th scope="col">{t('admin.users.created')}</th>
              <th scope="col">{t('admin.users.lastSeen')}</th>
              <th scope="col">{t('admin.users.items')}</th>
              <th scope="col">{t('admin.users.status')}</th>
              <th scope="col">{t('admin.users.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {users.data.users.map((user) => (
              <UserRow key={user.userID} user={user} />
            ))}
          </tbody>
        </table>
        {totalPages !== undefined && totalPages > 1 && <Pager page={page} totalPages={totalPages} onPageChange={setPage} placement="bottom" />}
      </>
    );
  };

  return (
    <section aria-labelledby="admin-users-heading" className="account-section admin-section">
      <h2 id="admin-users-heading">{t('admin.users.heading')}</h2>
      <TextField
        type="search"
        className="admin-users__search"
        label={t('admin.users.search')}
        hint={t('admin.users.searchHint')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setPage(1);
        }}
      />
      {body()}
    </section>
  );
}
