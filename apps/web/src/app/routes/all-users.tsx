import type { User } from '@bistro/contract/identity';
import { DataTable } from '@/components/ui/data-table.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { ErrorState, LoadingState } from '@/components/ui/status.tsx';
import { useDeleteUser, useMakeAdmin, useUsers } from '@/features/users/api/users-admin.ts';
import { confirmDialog, showDialog, showFailure } from '@/lib/dialogs.ts';

export default function AllUsersRoute() {
  const users = useUsers();
  const makeAdmin = useMakeAdmin();
  const deleteUser = useDeleteUser();

  async function promote(user: User) {
    const text = `${user.name} will be able to manage the menu and the users.`;
    if (!(await confirmDialog({ text, confirmButtonText: 'Yes' }))) return;
    try {
      await makeAdmin.mutateAsync(user._id);
      await showDialog({ icon: 'success', title: 'Successful !', text: 'Made Admin' });
    } catch (error) {
      await showFailure('Not done', error);
    }
  }

  async function remove(user: User) {
    if (!(await confirmDialog())) return;
    try {
      const { deletedCount } = await deleteUser.mutateAsync(user._id);
      if (deletedCount)
        await showDialog({ icon: 'success', title: 'Deleted!', text: `${user.name} has been deleted.` });
    } catch (error) {
      await showFailure('Not done', error);
    }
  }

  return (
    <section className="mx-auto max-w-screen-lg">
      <title>Bistro Boss | All Users</title>
      <SectionTitle as="h1" heading="Manage all users" subHeading="---How many??---" />
      {users.isPending ? (
        <LoadingState label="Loading the users…" />
      ) : users.isError ? (
        <ErrorState what="the users" error={users.error} onRetry={() => void users.refetch()} />
      ) : (
        <div className="overflow-x-auto rounded bg-base-100 p-4 shadow">
          <p className="mb-4 font-display text-xl uppercase">Total Users: {users.data.length}</p>
          <DataTable headers={['#', 'Name', 'Email', 'Role', 'Action']}>
            {users.data.map((user, index) => (
              <tr key={user._id}>
                <td>{index + 1}</td>
                <td>{user.name}</td>
                <td>{user.email}</td>
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
    </section>
  );
}
