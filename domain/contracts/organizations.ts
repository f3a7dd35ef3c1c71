// Organisation answers: an organisation with the caller's role, its members and invitations, one registry entity
// (the shape of GET /api/entities plus the registry's columns) and an import's result.
import { z } from 'zod';
import { ORGANIZATION_ROLES } from '../organizations';

export const organizationSchema = z.object({ id: z.string(), name: z.string() });
export const organizationWithRoleSchema = organizationSchema.extend({ role: z.enum(ORGANIZATION_ROLES) });

export const organizationMembersSchema = z.object({
  members: z.array(
    z.object({
      userId: z.string(),
      email: z.string(),
      role: z.enum(ORGANIZATION_ROLES),
      /** The companies a MEMBER may order for; owners and admins order for every one. */
      givenEntityIds: z.array(z.string()),
      since: z.date(),
    }),
  ),
  invitations: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      role: z.enum(ORGANIZATION_ROLES),
      createdAt: z.date(),
      expiresAt: z.date(),
    }),
  ),
});

export const registryEntitySchema = z.object({
  id: z.string(),
  businessName: z.string(),
  stateCode: z.string(),
  entityType: z.string(),
  formedOn: z.string(),
  ein: z.string().nullable(),
  registeredAgent: z.string().nullable(),
  status: z.string(),
  dissolvedOn: z.string().nullable(),
  homeEntityId: z.string().nullable(),
  organizationId: z.string().nullable(),
  /** The state's file number (given when an existing company is brought in). */
  fileNumber: z.string().nullable(),
  autoFile: z.boolean(),
  /** Formed by an order here; false for an existing company brought in. */
  formedHere: z.boolean(),
  /** The soonest deadline not yet filed. */
  nextDeadline: z.object({ title: z.string(), dueDate: z.string() }).nullable(),
});

export const importResultSchema = z.object({
  /** Companies imported (or, previewed, that would be): 0 whenever a row has an error. */
  imported: z.number(),
  /** Each refused row: its number as a spreadsheet shows it (the header is row 1) and why. */
  errors: z.array(z.object({ row: z.number(), message: z.string() })),
  preview: z.boolean(),
});
