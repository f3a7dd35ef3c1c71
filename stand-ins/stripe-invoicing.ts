// One-off invoices for the Stripe stand-in, as Stripe answers them: POST /v1/invoices (a draft for a customer,
// `collection_method: send_invoice`), POST /v1/invoiceitems (a line added to a draft invoice), POST
// /v1/invoices/:id/finalize (the draft becomes `open` with its number and hosted page) and GET /v1/invoices/:id.
// Subscription invoices stay in ./stripe-billing.ts: this route answers only the invoices it made. Idempotency-Key
// replay is handled by the server for every POST.
import type { StubCore, StubRoute } from './stripe-server';

export interface StubInvoiceItem {
  id: string;
  object: 'invoiceitem';
  amount: number;
  currency: string;
  customer: string;
  description: string | null;
  invoice: string;
  metadata: Record<string, string>;
  date: number;
}

export interface StubOneOffInvoice {
  id: string;
  object: 'invoice';
  customer: string;
  status: 'draft' | 'open';
  collection_method: string;
  currency: string;
  amount_due: number;
  number: string | null;
  hosted_invoice_url: string | null;
  metadata: Record<string, string>;
  lines: { object: 'list'; data: StubInvoiceItem[]; has_more: false; url: string };
  created: number;
}

const now = () => Math.floor(Date.now() / 1000);

export function invoicingRoutes(
  core: StubCore,
  customers: Map<string, unknown>,
  invoices: Map<string, StubOneOffInvoice>,
): StubRoute {
  const missing = (kind: string, id: string) =>
    core.error(400, 'invalid_request_error', `No such ${kind}: '${id}'`, { code: 'resource_missing', param: kind });
  const draftOf = (id: string) => {
    const invoice = invoices.get(id);
    if (!invoice) throw missing('invoice', id);
    return invoice;
  };
  return (method, path, body) => {
    if (path === '/v1/invoices' && method === 'POST') {
      const customer = String(body.customer ?? '');
      if (!customers.has(customer)) throw missing('customer', customer);
      const id = core.id('in');
      const invoice: StubOneOffInvoice = {
        id,
        object: 'invoice',
        customer,
        status: 'draft',
        collection_method: String(body.collection_method ?? 'charge_automatically'),
        currency: String(body.currency ?? 'usd'),
        amount_due: 0,
        number: null,
        hosted_invoice_url: null,
        metadata: core.stringMap(body.metadata),
        lines: { object: 'list', data: [], has_more: false, url: `/v1/invoices/${id}/lines` },
        created: now(),
      };
      invoices.set(id, invoice);
      return { status: 200, response: structuredClone(invoice) };
    }
    if (path === '/v1/invoiceitems' && method === 'POST') {
      const invoice = draftOf(String(body.invoice ?? ''));
      if (invoice.customer !== body.customer)
        throw core.error(400, 'invalid_request_error', 'The invoice belongs to another customer.', {
          param: 'invoice',
        });
      if (invoice.status !== 'draft')
        throw core.error(400, 'invalid_request_error', 'Invoice items can only be added to draft invoices.', {
          param: 'invoice',
        });
      const amount = Number(body.amount);
      if (!Number.isInteger(amount))
        throw core.error(400, 'invalid_request_error', 'Invalid integer: amount', { param: 'amount' });
      const item: StubInvoiceItem = {
        id: core.id('ii'),
        object: 'invoiceitem',
        amount,
        currency: String(body.currency ?? 'usd'),
        customer: invoice.customer,
        description: typeof body.description === 'string' ? body.description : null,
        invoice: invoice.id,
        metadata: core.stringMap(body.metadata),
        date: now(),
      };
      invoice.lines.data.push(item);
      invoice.amount_due += amount;
      return { status: 200, response: structuredClone(item) };
    }
    let match = /^\/v1\/invoices\/([^/]+)\/finalize$/.exec(path);
    if (match && method === 'POST') {
      const invoice = draftOf(match[1]);
      if (invoice.status !== 'draft')
        throw core.error(
          400,
          'invalid_request_error',
          "This invoice is already finalized, you can't re-finalize a non-draft invoice.",
        );
      invoice.status = 'open';
      invoice.number = `${invoice.id.slice(-8).toUpperCase()}-0001`;
      invoice.hosted_invoice_url = `${core.url()}/__invoice/${invoice.id}`;
      return { status: 200, response: structuredClone(invoice) };
    }
    match = /^\/v1\/invoices\/([^/]+)$/.exec(path);
    if (match && method === 'GET' && invoices.has(match[1]))
      return { status: 200, response: structuredClone(invoices.get(match[1])) };
    return null;
  };
}
