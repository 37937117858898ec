import type { Role, User } from '@bistro/contract/identity';
import { DataTable } from '@/components/ui/data-table.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { confirmThenRun } from '@/lib/dialogs.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { useUsers } from '../api/get-users.ts';
import { useMakeAdmin } from '../api/make-admin.ts';
import { useSetRole } from '../api/set-role.ts';

const ROLE_NAMES: Record<Role, string> = { user: 'Customer', staff: 'Kitchen staff', admin: 'Admin' };

/** Every user with their role, a way to make one an admin, and to delete one. */
export function UsersTable() {
  const users = useUsers();
  const makeAdmin = useMakeAdmin();
  const deleteUser = useDeleteUser();
  const setRole = useSetRole();

  const changeRole = (user: User, role: Role) =>
    confirmThenRun({
      confirm: { text: `${user.name} will be ${ROLE_NAMES[role].toLowerCase()}.`, confirmButtonText: 'Yes' },
      action: () => setRole.mutateAsync({ id: user._id, role }),
      success: () => ({ icon: 'success', title: 'Successful !', text: `Made ${ROLE_NAMES[role]}` }),
      failureTitle: 'Not done',
    });

  const promote = (user: User) =>
    confirmThenRun({
      confirm: { text: `${user.name} will be able to manage the menu and the users.`, confirmButtonText: 'Yes' },
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

  return (
    <QueryState query={users} what="the users">
      {(list) => (
        <div className="overflow-x-auto rounded bg-base-100 p-4 shadow">
          <p className="mb-4 font-display text-xl uppercase">Total Users: {list.length}</p>
          <DataTable headers={['#', 'Name', 'Email', 'Role', 'Action', 'Delete']}>
            {list.map((user, index) => (
              <tr key={user._id}>
                <td>{index + 1}</td>
                <td>{user.name}</td>
                <td>{user.email}</td>
                <td>
                  <select
                    className="select select-sm"
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
                </td>
                <td>
                  {user.role === 'admin' ? (
                    'Admin'
                  ) : (
                    <button
                      type="button"
                      className="btn btn-sm bg-gold text-white"
                      onClick={() => void promote(user)}
                      aria-label={`Make ${user.name} an admin`}
                    >
                      Make admin
                    </button>
                  )}
                </td>
                <td>
                  <button
                    type="button"
                    className="btn btn-error btn-sm"
                    onClick={() => void remove(user)}
                    aria-label={`Delete ${user.name}`}
                  >
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </DataTable>
        </div>
      )}
    </QueryState>
  );
}
