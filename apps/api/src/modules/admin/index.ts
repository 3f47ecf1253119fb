export { createAdminModule } from './module';
export { recordAudit, type AuditEntry, type AuditContext } from './audit';
export { STAFF_COOKIE, STAFF_CSRF_COOKIE, STAFF_CSRF_HEADER, StaffSessions, type StaffActor } from './sessions';
