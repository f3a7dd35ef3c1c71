// Mail: what arrives for an entity as its registered agent (the mail room) and the contact page's messages to staff.
export * from './contact-mail'; // a contact-page message emailed to staff, once
export * from './mail-items'; // mail items logged, listed, closed and acknowledged
export * from './mail-notices'; // the mail room's emails and escalations
