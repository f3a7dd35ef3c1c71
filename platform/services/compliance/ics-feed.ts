// A client's deadlines as an iCalendar feed: one all-day event per obligation, stable ids so updates replace.
import ical from 'ical-generator';
import type { ObligationView } from './obligation-view';

export function icsFeed(obligations: readonly ObligationView[], publicUrl: string): string {
  const calendar = ical({
    name: 'Compliance deadlines',
    prodId: { company: 'Formation Services', product: 'Compliance calendar', language: 'EN' },
    ttl: 60 * 60 * 12,
  });
  for (const o of obligations) {
    const fee = o.feeUSD > 0 ? `State or service fee: $${o.feeUSD} (${o.feeNote}).` : o.feeNote;
    calendar.createEvent({
      id: `compliance-${o.id}@formation`,
      start: new Date(`${o.dueDate}T00:00:00Z`),
      allDay: true,
      summary: `${o.title}: ${o.businessName} (${o.stateCode})${o.status === 'FILED' ? ' - filed' : ''}`,
      description: `${o.description}\n${fee}`,
      url: `${publicUrl}/compliance`,
    });
  }
  return calendar.toString();
}
