import type { Db } from '../../db/connect.ts';
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

/** The users of this database, for a command that runs without the app (npm run admin). */
export const usersOn = (db: Db): Users => createUsers(createUsersRepository(db));
