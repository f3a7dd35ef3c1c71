// Identity and access: users, their passwords, invitations and one-time sign-in links, and who staff emails reach.
export * from './invitations'; // a new client's one-time link to set a password
export * from './passwords'; // scrypt password hashing
export * from './sign-in-links'; // one-time sign-in links by email
export * from './staff-recipients'; // who the worker's emails to staff go to
export * from './users'; // creating or updating a user
