import type { FastifyRequest } from 'fastify';
import { callerOf } from '../../plugins/app/authentication.ts';
import type { StaffMember } from './orders-repository.ts';

/** The staff member or admin making a change, as the order's history and the audit log keep them. */
export function staffMember(request: FastifyRequest): StaffMember {
  const { id, name, email, role } = callerOf(request);
  return { id, name, email, role };
}
