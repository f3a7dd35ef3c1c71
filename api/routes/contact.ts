// The contact page's API: the company's contact details (from configuration) and the message form, which
// stores each message with an outbox entry (the worker then emails it to SUPPORT_EMAIL, retrying while the mail
// server is away) and audits it, rate-limited per client address and per email.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTACT_LIMITS, CONTACT_TOPICS, LONE_SURROGATE } from '../../domain/contact';
import { foldedEmail } from '../../domain/email-identity';
import { audit } from '../../platform/services/audit';
import { saveContactMessage } from '../../platform/services/mail';
import { messageResponse } from '../lib/message-response';
import { firstRefusal, limiter, refuse } from '../lib/rate-limits';

// Control characters other than line breaks and tabs (NUL included) cannot be meant, and NUL cannot be stored.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const text = (field: string, max: number, singleLine = false) =>
  z
    .string({ error: `${field} is required` })
    .max(max, `${field} must be at most ${max} characters`)
    .refine((value) => !CONTROL.test(value), `${field} must not contain control characters`)
    .refine((value) => !singleLine || !/[\r\n]/.test(value), `${field} must be on one line`)
    .refine((value) => !LONE_SURROGATE.test(value), `${field} must not contain unpaired surrogate characters`)
    .transform((value) => value.trim())
    .refine((value) => value.length > 0, `${field} is required`);

const contactBody = z.object(
  {
    name: text('name', CONTACT_LIMITS.name, true),
    email: z
      .string({ error: 'email is required' })
      .trim()
      .max(CONTACT_LIMITS.email, 'email is too long')
      .pipe(z.email('email must be a valid email address')),
    topic: z.enum(CONTACT_TOPICS, { error: `topic must be one of: ${CONTACT_TOPICS.join(', ')}` }),
    message: text('message', CONTACT_LIMITS.message),
  },
  { error: 'body must be a JSON object with name, email, topic and message' },
);

const companyResponse = z.object({
  name: z.string(),
  supportEmail: z.string(),
  supportPhone: z.string(),
  address: z.string(),
});

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db } = app;

  app.get(
    '/api/company',
    {
      schema: {
        tags: ['contact'],
        summary: "The company's contact details (COMPANY_NAME, SUPPORT_EMAIL, SUPPORT_PHONE, COMPANY_ADDRESS)",
        response: { 200: companyResponse },
      },
    },
    async () => config.company,
  );

  // Per client address and per sender email (its +tag and case folded), counted together.
  const { max, timeWindowMs } = config.contactRateLimit;
  const limits = [
    limiter(app, 'contact-ip', { max, timeWindow: timeWindowMs, key: (request) => request.ip }),
    limiter(app, 'contact-email', {
      max,
      timeWindow: timeWindowMs,
      key: (request) => foldedEmail((request.body as { email: string }).email),
    }),
  ];

  app.post(
    '/api/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to staff from the contact page (stored, then emailed to SUPPORT_EMAIL; audited)',
        body: contactBody,
        response: { 201: z.object({ id: z.string(), message: z.string() }), 429: messageResponse },
      },
    },
    async (request, reply) => {
      const { name, email, topic, message } = request.body;
      const refusal = await firstRefusal(request, limits);
      if (refusal) {
        await audit(db, request, { action: 'contact.limited', target: email, success: false, details: { topic } });
        refuse(
          reply,
          refusal,
          `You have sent several messages already. Please try again in ${minutes(refusal.waitMs)} minute(s), or email ${config.company.supportEmail}.`,
        );
      }
      const userId = request.currentUser?.id ?? null;
      const saved = await saveContactMessage(db, { name, email, topic, message, userId, ip: request.ip });
      await audit(db, request, {
        action: 'contact.message',
        target: email,
        details: { contactMessageId: saved.id, topic },
      });
      return reply.status(201).send({
        id: saved.id,
        message: `Thank you, ${name}. Your message has reached our team; we reply to ${email} within one business day.`,
      });
    },
  );
};
