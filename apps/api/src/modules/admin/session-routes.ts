// The console's own session read (adminGetSession): who is signed in, with which roles, until when.
import type { components } from '@rewards/api-contract';
import type { FastifyRequest } from 'fastify';
import { staffUnauthorized } from './access';

type Schemas = components['schemas'];

export function sessionHandlers() {
  return {
    async adminGetSession(request: FastifyRequest): Promise<Schemas['StaffSessionResponse']> {
      const staff = request.staff;
      if (!staff) throw staffUnauthorized();
      return { success: true, data: { email: staff.email, name: staff.name, roles: staff.roles, expiresAt: staff.expiresAt.toISOString() } };
    },
  };
}
