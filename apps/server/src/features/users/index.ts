/** The users feature's public module: what other features (and the admin command) may import from it. */
export { ACCOUNT_CHANGED_CHANNEL, createUsersRepository, type UsersRepository } from './users-repository.ts';
