/** The users feature's public module: what other features (and the admin command) may import from it. */
export { type Users, usersOn } from './users.ts';
export { ACCOUNT_CHANGED_CHANNEL } from './users-repository.ts';
