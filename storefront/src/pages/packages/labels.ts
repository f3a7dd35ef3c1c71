import type { Package, Service } from '../../../../domain/catalog';
import { formatUsd } from '../../lib/format';

/** Package price as shown: '$1,300.00 + state fee', All-In-One adds '+ financing admin'. */
export function packagePriceLabel(pkg: Package): string {
  return [formatUsd(pkg.price), '+ state fee', pkg.extraFeeLabel].filter(Boolean).join(' ');
}

/** Service price in the catalog's terms with the storefront's amount: '$200.00 + state fee', '$120.00/yr'. */
export const servicePriceLabel = (service: Service): string => `${formatUsd(service.price)}${service.priceTerms}`;

export const CATEGORY_LABELS: Record<Service['category'], string> = {
  formation: 'Formation Services',
  ongoing: 'Ongoing Services',
  specialized: 'Specialized Services',
};
