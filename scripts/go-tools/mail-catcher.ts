// Mailpit as the mail log of the soak, the benches and the tests that read emails: the worker sends to its SMTP
// port (SMTP_URL), and `mails()` reads what arrived back through Mailpit's HTTP API, each message fetched once.
import { installGoTool, MAILPIT } from './go-tool';
import { startMailpit } from './mailpit-server';

export interface CaughtMail {
  id: string;
  /** The recipients, lower case. */
  to: string[];
  subject: string;
  text: string;
  /** The whole message, headers included, with quoted-printable undone. */
  raw: string;
}

export interface MailCatcher {
  /** For SMTP_URL. */
  url: string;
  /** Every message received so far, oldest first. */
  mails(): Promise<CaughtMail[]>;
  close(): Promise<void>;
}

interface Listed {
  ID: string;
  Subject: string;
  To: { Address: string }[];
}

const PAGE = 200;

/** Undoes quoted-printable soft line breaks and escapes (nodemailer wraps long lines such as invitation links). */
const decodeQuotedPrintable = (body: string) =>
  body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * The Mailpit binary, built first when missing (about a minute and a half once; Go must be present).
 * @internal
 */
export async function mailpitBinary(): Promise<string> {
  const outcome = await installGoTool(MAILPIT, (line) => console.log(`mailpit | ${line}`), { quiet: true });
  if (outcome.kind === 'present' || outcome.kind === 'built') return outcome.path;
  throw new Error(outcome.message);
}

export async function startMailCatcher(): Promise<MailCatcher> {
  // Every message is kept (Mailpit prunes past 500 by default): a soak sends thousands.
  const server = await startMailpit({ binary: await mailpitBinary(), keepAll: true });
  const api = async <T>(path: string, as: 'json' | 'text'): Promise<T> => {
    const answer = await fetch(`${server.uiUrl}/api/v1/${path}`);
    if (!answer.ok) throw new Error(`Mailpit answered ${answer.status} to ${path}`);
    return (as === 'json' ? answer.json() : answer.text()) as Promise<T>;
  };
  const read = new Map<string, CaughtMail>();
  const order: string[] = [];

  /** Reads the messages not yet read: pages of the newest first until every new one is found. */
  async function refresh() {
    const listed: Listed[] = [];
    for (let start = 0; ; start += PAGE) {
      const page = await api<{ total: number; messages: Listed[] }>(`messages?start=${start}&limit=${PAGE}`, 'json');
      listed.push(...page.messages.filter((m) => !read.has(m.ID)));
      if (listed.length >= page.total - read.size || page.messages.length < PAGE) break;
    }
    const fresh = await Promise.all(
      listed.reverse().map(async (m): Promise<CaughtMail> => {
        const [message, raw] = await Promise.all([
          api<{ Text: string }>(`message/${encodeURIComponent(m.ID)}`, 'json'),
          api<string>(`message/${encodeURIComponent(m.ID)}/raw`, 'text'),
        ]);
        const to = m.To.map((t) => t.Address.toLowerCase());
        // Lines as the mailer wrote them (SMTP carries them with CRLF).
        const text = message.Text.replace(/\r\n/g, '\n');
        return { id: m.ID, to, subject: m.Subject, text, raw: decodeQuotedPrintable(raw) };
      }),
    );
    for (const mail of fresh) {
      if (read.has(mail.id)) continue;
      read.set(mail.id, mail);
      order.push(mail.id);
    }
  }

  // Callers poll at once (a soak's journeys waiting for their invitations): each gets a refresh begun after its
  // call, and those who call during one share the next.
  let current: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const refreshSinceCall = (): Promise<void> => {
    if (!current) {
      current = refresh().finally(() => {
        current = null;
      });
      return current;
    }
    next ??= current
      .catch(() => {})
      .then(() => {
        next = null;
        return refreshSinceCall();
      });
    return next;
  };

  return {
    url: server.smtpUrl,
    async mails() {
      await refreshSinceCall();
      return order.map((id) => read.get(id)!);
    },
    close: () => server.stop(),
  };
}
