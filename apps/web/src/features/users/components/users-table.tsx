import type { Role, User } from '@bistro/contract/identity';
import { actionColumn, ResponsiveTable, type TableColumn } from '@/components/ui/data-table.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { confirmThenRun } from '@/lib/dialogs.ts';
import { type MessageId, useTranslate } from '@/lib/i18n.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { useUsers } from '../api/get-users.ts';
import { useMakeAdmin } from '../api/make-admin.ts';
import { useSetRole } from '../api/set-role.ts';

const ROLE_NAMES: Record<Role, MessageId> = {
  user: 'users.customer',
  staff: 'users.kitchenStaff',
  driver: 'users.driver',
  admin: 'users.admin',
};

/** "Ana will be kitchen staff.": what a change of role asks to confirm. */
const WILL_BE: Record<Role, MessageId> = {
  user: 'users.willBeCustomer',
  staff: 'users.willBeKitchenStaff',
  driver: 'users.willBeDriver',
  admin: 'users.willBeAdmin',
};

/** Every user with their role, a way to make one an admin, and to delete one. */
export function UsersTable() {
  const t = useTranslate();
  const users = useUsers();
  const makeAdmin = useMakeAdmin();
  const deleteUser = useDeleteUser();
  const setRole = useSetRole();

  const changeRole = (user: User, role: Role) =>
    confirmThenRun({
      confirm: {
        text: t(WILL_BE[role], { name: user.name }),
        confirmText: t('users.yes'),
        destructive: false,
      },
      action: () => setRole.mutateAsync({ id: user._id, role }),
      success: () => ({
        icon: 'success',
        title: t('users.successful'),
        text: t('users.made', { role: t(ROLE_NAMES[role]) }),
      }),
      failureTitle: t('users.notDone'),
    });

  const promote = (user: User) =>
    confirmThenRun({
      confirm: {
        text: t('users.canManage', { name: user.name }),
        confirmText: t('users.yes'),
        destructive: false,
      },
      action: () => makeAdmin.mutateAsync(user._id),
      success: () => ({
        icon: 'success',
        title: t('users.successful'),
        text: t('users.made', { role: t('users.admin') }),
      }),
      failureTitle: t('users.notDone'),
    });

  const remove = (user: User) =>
    confirmThenRun({
      action: () => deleteUser.mutateAsync(user._id),
      success: ({ deletedCount }) =>
        deletedCount
          ? { icon: 'success', title: t('users.deleted'), text: t('users.nameDeleted', { name: user.name }) }
          : null,
      failureTitle: t('users.notDone'),
    });

  const columns: TableColumn<User>[] = [
    { header: '#', cell: (_, index) => index + 1 },
    { header: t('users.name'), primary: true, cell: (user) => user.name },
    { header: t('users.email'), cell: (user) => user.email },
    {
      header: t('users.role'),
      cell: (user) => (
        <select
          className="select select-sm min-h-11"
          value={user.role}
          aria-label={t('users.roleOf', { name: user.name })}
          onChange={(event) => void changeRole(user, event.target.value as Role)}
        >
          {(Object.keys(ROLE_NAMES) as Role[]).map((role) => (
            <option key={role} value={role}>
              {t(ROLE_NAMES[role])}
            </option>
          ))}
        </select>
      ),
    },
    {
      header: t('users.action'),
      cell: (user) =>
        user.role === 'admin' ? (
          t('users.admin')
        ) : (
          <button
            type="button"
            className="btn btn-sm min-h-11 bg-gold-dark text-white"
            onClick={() => void promote(user)}
            aria-label={t('users.makeAdminOf', { name: user.name })}
          >
            {t('users.makeAdmin')}
          </button>
        ),
    },
    actionColumn({
      header: t('users.delete'),
      text: () => t('users.delete'),
      label: (user) => t('users.deleteOf', { name: user.name }),
      onClick: (user) => void remove(user),
      tone: 'danger',
    }),
  ];

  return (
    <QueryState query={users} what={t('users.theUsers')}>
      {(list) => (
        <div className="rounded bg-base-100 p-4 shadow">
          <p className="mb-4 font-display text-xl uppercase">{t('users.total', { count: list.length })}</p>
          <ResponsiveTable label={t('users.users')} columns={columns} rows={list} rowKey={(user) => user._id} />
        </div>
      )}
    </QueryState>
  );
}
