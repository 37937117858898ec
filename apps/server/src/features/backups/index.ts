/** The backups feature's public module: what other features and the commands may import from it. */
export { BackupError } from './archive.ts';
export type { BackupsService } from './backups-service.ts';
export { fetchArchive, openArchive, restoreArchive, restoreShop } from './restore-backup.ts';
export { CONTROL_TOKEN_HEADER, findRunningServer } from './server-control.ts';
export { archiveName, backUpBeforeMigrating, backupStore, nameAt, takeBackup, takeIntoStore } from './take-backup.ts';
export { verifyArchive } from './verify-archive.ts';
