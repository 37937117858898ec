import type { Role } from '@bistro/contract/identity';
import type { Db } from '../../db/connect.ts';
import type { Audit, AuditActor } from '../audit/index.ts';
import { createUsersRepository, type UsersRepository } from './users-repository.ts';

/**
 * The users as other features (and the admin command) use them: an account by id or address,
 * making sure a proven identity has one, ending its API tokens, the administrators (and making
 * one by command), and what deleting one needs (the last administrator stays).
 */
export function createUsers(repository: UsersRepository) {
  return {
    findById: repository.findById,
    findByEmail: repository.findByEmail,
    ensure: repository.ensure,
    endApiTokens: repository.endApiTokens,
    listAll: repository.listAll,
    isLastAdmin: repository.isLastAdmin,
    lock: repository.lock,
    remove: repository.remove,
    promoteWhenConfirmed: repository.promoteWhenConfirmed,
  };
}

export type Users = ReturnType<typeof createUsers>;

/**
 * An admin gives an account a role (never demoting the last administrator), kept in the audit log
 * with who gave it, in the same transaction. Answers 1, or 0 when there is no such account.
 */
export function roleChanges(repository: UsersRepository, db: Db, audit: Pick<Audit, 'record'>) {
  return async (id: string, role: Role, by: AuditActor): Promise<number> =>
    db.transaction(async (tx) => {
      const before = await repository.findById(id, tx);
      const changed = await repository.setRole(id, role, tx);
      if (changed && before && before.role !== role) {
        await audit.record(
          {
            actor: by,
            action: 'user.role',
            subject: { kind: 'user', id },
            before: { role: before.role },
            after: { role },
          },
          tx,
        );
      }
      return changed;
    });
}

/** The users of this database, for a command that runs without the app (npm run admin). */
export const usersOn = (db: Db): Users => createUsers(createUsersRepository(db));
