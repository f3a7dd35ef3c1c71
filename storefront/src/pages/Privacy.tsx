import { LegalPage, type LegalSection } from '../components/LegalPage';

const SECTIONS: LegalSection[] = [
  {
    title: 'Information We Collect',
    paragraphs: ['We collect the information you give us when you request a quote, place an order or contact us:'],
    items: [
      'Contact details: first and last name, email address, phone number and company name.',
      'Business details: proposed business names, entity types, states of formation, industry and a description of the business.',
      'Beneficial ownership information needed for state filings and Corporate Transparency Act reports, such as names, addresses and identification documents.',
      'Order and payment records. Card details are entered directly with our payment processor; we do not store full card numbers.',
      'Technical data such as your browser type, IP address and the pages you visit, collected through essential cookies and server logs.',
    ],
  },
  {
    title: 'How We Use Your Information',
    items: [
      'To prepare and file formation documents, reports and other filings you order.',
      'To act as, or arrange, your registered agent and to forward official mail and service of process.',
      'To process payments, send order confirmations and keep you informed about the status of your order.',
      'To remind you of renewal, annual report and other compliance deadlines for your entities.',
      'To keep our services secure, prevent fraud and meet our legal and record-keeping obligations.',
    ],
    closing: ['We do not sell your personal information and do not use it for third-party advertising.'],
  },
  {
    title: 'Data Security',
    paragraphs: [
      'Information is sent over encrypted connections (TLS) and stored on access-controlled systems. Only staff who need your information to complete your order can see it, and access is logged.',
      'Payments are handled by a PCI DSS compliant payment processor. No method of transmission or storage is completely secure; if we learn of a breach that affects your information, we will notify you as the law requires.',
    ],
  },
  {
    title: 'Third-Party Disclosure',
    paragraphs: [
      'We share information only as needed to provide our services or when the law requires it: with state filing offices and government agencies (including FinCEN for beneficial ownership reports), our payment processor, registered agent and mail-handling partners, and service providers who host our systems under confidentiality obligations.',
      'Documents filed with a state become public records as that state provides. We may also disclose information to comply with a subpoena, court order or other legal process, or to protect our rights and the safety of others.',
    ],
  },
  {
    title: 'Your Choices and Retention',
    paragraphs: [
      'You may ask to see, correct or delete your personal information, and you may opt out of marketing emails at any time. We keep order and filing records for as long as we provide services to your entity and afterwards as long as the law requires.',
    ],
  },
  {
    title: 'Contact Us',
    paragraphs: [
      'Questions about this policy or requests about your information can be sent to privacy@formation.example or through our contact page. We answer within 30 days.',
    ],
  },
];

export default function Privacy() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="January 26, 2025"
      intro="This policy explains what information we collect when you use our business-formation and compliance services, how we use and protect it, and when we share it."
      sections={SECTIONS}
    />
  );
}
