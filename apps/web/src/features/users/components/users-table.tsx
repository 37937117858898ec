import type { Role, User } from '@bistro/contract/identity';
import { actionColumn, ResponsiveTable, type TableColumn } from '@/components/ui/data-table.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { confirmThenRun } from '@/lib/dialogs.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { useUsers } from '../api/get-users.ts';
import { useMakeAdmin } from '../api/make-admin.ts';
import { useSetRole } from '../api/set-role.ts';

const ROLE_NAMES: Record<Role, string> = {
  user: 'Customer',
  staff: 'Kitchen staff',
  driver: 'Driver',
  admin: 'Admin',
};

/** Every user with their role, a way to make one an admin, and to delete one. */
export function UsersTable() {
  const users = useUsers();
  const makeAdmin = useMakeAdmin();
  const deleteUser = useDeleteUser();
  const setRole = useSetRole();

  const changeRole = (user: User, role: Role) =>
    confirmThenRun({
      confirm: {
        text: `${user.name} will be ${ROLE_NAMES[role].toLowerCase()}.`,
        confirmText: 'Yes',
        destructive: false,
      },
      action: () => setRole.mutateAsync({ id: user._id, role }),
      success: () => ({ icon: 'success', title: 'Successful !', text: `Made ${ROLE_NAMES[role]}` }),
      failureTitle: 'Not done',
    });

  const promote = (user: User) =>
    confirmThenRun({
      confirm: {
        text: `${user.name} will be able to manage the menu and the users.`,
        confirmText: 'Yes',
        destructive: false,
      },
      action: () => makeAdmin.mutateAsync(user._id),
      success: () => ({ icon: 'success', title: 'Successful !', text: 'Made Admin' }),
      failureTitle: 'Not done',
    });

  const remove = (user: User) =>
    confirmThenRun({
      action: () => deleteUser.mutateAsync(user._id),
      success: ({ deletedCount }) =>
        deletedCount ? { icon: 'success', title: 'Deleted!', text: `${user.name} has been deleted.` } : null,
      failureTitle: 'Not done',
    });

  const columns: TableColumn<User>[] = [
    { header: '#', cell: (_, index) => index + 1 },
    { header: 'Name', primary: true, cell: (user) => user.name },
    { header: 'Email', cell: (user) => user.email },
    {
      header: 'Role',
      cell: (user) => (
        <select
          className="select select-sm min-h-11"
          value={user.role}
          aria-label={`Role of ${user.name}`}
          onChange={(event) => void changeRole(user, event.target.value as Role)}
        >
          {(Object.keys(ROLE_NAMES) as Role[]).map((role) => (
            <option key={role} value={role}>
              {ROLE_NAMES[role]}
            </option>
          ))}
        </select>
      ),
    },
    {
      header: 'Action',
      cell: (user) =>
        user.role === 'admin' ? (
          'Admin'
        ) : (
          <button
            type="button"
            className="btn btn-sm min-h-11 bg-gold-dark text-white"
            onClick={() => void promote(user)}
            aria-label={`Make admin: ${user.name}`}
          >
            Make admin
          </button>
        ),
    },
    actionColumn({
      header: 'Delete',
      text: () => 'Delete',
      label: (user) => `Delete ${user.name}`,
      onClick: (user) => void remove(user),
      tone: 'danger',
    }),
  ];

  return (
    <QueryState query={users} what="the users">
      {(list) => (
        <div className="rounded bg-base-100 p-4 shadow">
          <p className="mb-4 font-display text-xl uppercase">Total Users: {list.length}</p>
          <ResponsiveTable label="Users" columns={columns} rows={list} rowKey={(user) => user._id} />
        </div>
      )}
    </QueryState>
  );
}
