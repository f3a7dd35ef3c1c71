// How staff read a change request's field: `DE.businessName` as 'DE: Business name', `responsiblePartyName` as
// 'Responsible party name' (paths of domain/partner-api/cases.ts).
const FIELD_WORDS: Record<string, string> = { businessName: 'Business name', entityType: 'Entity type' };

export const caseFieldLabel = (path: string) => {
  const [state, field] = path.includes('.') ? path.split('.') : [null, path];
  const words = FIELD_WORDS[field] ?? field.replace(/([A-Z])/g, ' $1').replace(/^./, (first) => first.toUpperCase());
  const text = words.charAt(0) + words.slice(1).toLowerCase();
  return state ? `${state}: ${text}` : text;
};
