// A Delaware corporation's franchise tax: its client and compliance staff enter the figures and see both
// methods' amounts. Another client's entity answers 404, as if it did not exist.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { franchiseTaxEstimateSchema, franchiseTaxViewSchema } from '../../domain/contracts/compliance';
import {
  estimateDelawareFranchiseTax,
  franchiseTaxInputSchema,
  owesDelawareFranchiseTax,
} from '../../domain/delaware-franchise-tax';
import type { CurrentUser } from '../../domain/roles';
import { CUSTOMER_ROLES, canUseArea, STAFF_AREAS } from '../../domain/roles';
import { isUuid } from '../../domain/uuid';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { Db } from '../../platform/infra/prisma';
import { audit } from '../../platform/services/audit';
import { findFranchiseTaxEntity, franchiseTaxView, saveFranchiseTaxInputs } from '../../platform/services/compliance';
import { requireRole, sessionUser } from '../plugins/auth';

const params = z.object({ entityId: z.string().max(100) });

/** The corporation's client, or staff of the compliance area (refused before the body is read). */
const clientOrComplianceStaff = requireRole(...CUSTOMER_ROLES, ...STAFF_AREAS.compliance);

async function entityFor(db: Db, user: CurrentUser, entityId: string) {
  const staff = canUseArea(user.role, 'compliance');
  const entity = isUuid(entityId)
    ? await findFranchiseTaxEntity(db, entityId.toLowerCase(), staff ? null : user.id)
    : null;
  if (!entity) throw notFound(`Entity not found: ${entityId}`);
  if (!owesDelawareFranchiseTax(entity)) {
    throw conflict('The franchise tax estimate is for Delaware corporations only');
  }
  return entity;
}

/** The entity's own path, and the resource-named one the back-office's data provider reads and updates. */
const PATHS = ['/api/compliance/entities/:entityId/franchise-tax', '/api/compliance/franchise-taxes/:entityId'];

export const franchiseTaxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  for (const path of PATHS) {
    app.get(
      path,
      {
        preHandler: clientOrComplianceStaff,
        schema: {
          tags: ['compliance'],
          summary: "A Delaware corporation's franchise tax estimate by both methods, from the figures last entered",
          params,
          response: { 200: franchiseTaxViewSchema },
        },
      },
      async (request, reply) => {
        const entity = await entityFor(db, sessionUser(request), request.params.entityId);
        reply.header('Cache-Control', 'no-store');
        return franchiseTaxView(entity, entity.franchiseTax);
      },
    );

    app.put(
      path,
      {
        preHandler: clientOrComplianceStaff,
        schema: {
          tags: ['compliance'],
          summary: 'Enter the share classes, issued shares and gross assets the franchise tax is computed from',
          params,
          body: franchiseTaxInputSchema,
          response: { 200: franchiseTaxViewSchema },
        },
      },
      async (request) => {
        const user = sessionUser(request);
        const entity = await entityFor(db, user, request.params.entityId);
        // Answered before stored: figures whose estimate could not be answered are refused, never kept.
        if (!franchiseTaxEstimateSchema.safeParse(estimateDelawareFranchiseTax(request.body)).success)
          throw badRequest('These figures cannot be estimated: please check them');
        const saved = await saveFranchiseTaxInputs(db, entity.id, request.body, user.email);
        const view = franchiseTaxView(entity, saved);
        await audit(db, request, {
          action: 'compliance.franchise_tax_entered',
          target: entity.id,
          details: { taxCents: view.estimate?.taxCents, lesserMethod: view.estimate?.lesserMethod },
        });
        return view;
      },
    );
  }
};
