// Which assets a staff role may reach through the generic asset routes (domain/asset-areas.ts): a Prisma filter
// that leaves out the files of areas the role cannot use.
import { assetArea } from '../../../domain/asset-areas';
import { canUseArea, type Role } from '../../../domain/roles';
import type { Prisma } from '../../../prisma/generated/client';

const mailScan: Prisma.AssetWhereInput = { mailItems: { some: {} } };
const orderDocument: Prisma.AssetWhereInput = {
  OR: [{ orderId: { not: null } }, { documentKey: { not: null } }, { signatures: { some: {} } }],
};

/** The assets of every area `role` may use (the list's filter and each object route's lookup). */
export function assetsReachableBy(role: Role): Prisma.AssetWhereInput {
  const may = (isMailScan: boolean, isOrderDocument: boolean) =>
    canUseArea(role, assetArea({ isMailScan, isOrderDocument }));
  const excluded: Prisma.AssetWhereInput[] = [];
  if (!may(true, false)) excluded.push(mailScan);
  if (!may(false, true)) excluded.push(orderDocument);
  if (!may(false, false)) excluded.push({ NOT: { OR: [mailScan, orderDocument] } });
  return excluded.length ? { NOT: { OR: excluded } } : {};
}
