/** The audit feature's public module: what other features call to record their changes, and its types. */
export { type Audit, type AuditActor, type AuditRecord, auditOn } from './audit.ts';
