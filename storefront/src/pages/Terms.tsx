import { LegalPage, type LegalSection } from '../components/LegalPage';

const SECTIONS: LegalSection[] = [
  {
    title: 'Our Services',
    paragraphs: [
      'We prepare and file entity formation documents (limited liability companies, corporations and business or statutory trusts), provide registered agent service, and offer ongoing compliance services such as nominee service, compliance binders, a beneficial ownership (BOI/CTA) watch with reporting where the law requires it, series segmentation and business valuation binders, as described on our services and packages pages.',
      'We do not assume operational or fiduciary control of any entity. Ownership and liability stay with you, the client and ultimate beneficial owner.',
    ],
  },
  {
    title: 'No Legal, Tax or Financial Advice',
    paragraphs: [
      'We are not a law firm or an accounting firm. Information on this website and from our staff is general information, not legal, tax or financial advice. You should consult a licensed attorney or tax professional about the structure, jurisdiction and entity type that suit your circumstances.',
    ],
  },
  {
    title: 'Your Responsibilities',
    items: [
      'Provide complete, accurate and current information, including beneficial ownership information, and update us promptly when it changes.',
      'Choose your business name, entity type and state of formation, and check that the business name is available and lawful to use.',
      'Review the documents we prepare before they are filed and tell us about any errors.',
      'Keep your entity in good standing after formation: pay annual taxes and renewal fees and meet reporting deadlines, unless you have ordered a service that covers them.',
      'Use our services only for lawful purposes.',
    ],
  },
  {
    title: 'Fees, Payment and Refunds',
    paragraphs: [
      'Prices are shown in US dollars. Formation prices are charged in addition to the state filing fee for each state of formation. Payment is due when you place an order. Annual services renew each year at the then-current price unless you cancel before the renewal date.',
      'State filing fees are non-refundable once submitted to the state. Our service fees are refundable in full if you cancel before we begin work on your order; after work has begun, we refund the part of our fee for work not yet performed. Fees for completed filings are non-refundable.',
    ],
  },
  {
    title: 'Processing Times',
    paragraphs: [
      'We begin reviewing orders within 24 hours. Formations are typically completed in 3-7 business days depending on complexity, state filing requirements and state processing speed. Processing times are estimates, not guarantees; delays caused by state offices or by incomplete information are outside our control.',
    ],
  },
  {
    title: 'Limitation of Liability',
    paragraphs: [
      'Our services are provided with reasonable care and skill. To the fullest extent the law allows, we are not liable for indirect, incidental, special or consequential damages, lost profits or lost business opportunities, and our total liability for any claim relating to an order is limited to the service fees you paid us for that order, excluding state fees.',
    ],
  },
  {
    title: 'Governing Law',
    paragraphs: [
      'These terms are governed by the laws of the State of Delaware, without regard to its conflict-of-law rules. Disputes will be resolved in the state or federal courts located in Delaware, and you consent to their jurisdiction.',
    ],
  },
  {
    title: 'Changes to These Terms',
    paragraphs: [
      'We may update these terms from time to time. The version in effect when you place an order applies to that order.',
    ],
  },
  {
    title: 'Contact Us',
    paragraphs: ['Questions about these terms can be sent to legal@formation.example or through our contact page.'],
  },
];

export default function Terms() {
  return (
    <LegalPage
      title="Terms of Service"
      updated="January 26, 2025"
      intro="These terms govern your use of our website and the business-formation and compliance services you order from us. By placing an order you agree to them."
      sections={SECTIONS}
    />
  );
}
