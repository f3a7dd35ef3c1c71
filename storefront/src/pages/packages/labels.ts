import type { Package, Service } from '../../../../domain/catalog';
import { formatUsd } from '../../lib/format';

/** Package price as shown: '$1,300 + state fee', All-In-One adds '+ financing admin'. */
export function packagePriceLabel(pkg: Package): string {
  return [formatUsd(pkg.price), '+ state fee', pkg.extraFeeLabel].filter(Boolean).join(' ');
}

/** Service price as the catalog words it; formation services read '$200 + state fee'. */
export const servicePriceLabel = (service: Service): string => service.priceText;

export const CATEGORY_LABELS: Record<Service['category'], string> = {
  formation: 'Formation Services',
  ongoing: 'Ongoing Services',
  specialized: 'Specialized Services',
};
