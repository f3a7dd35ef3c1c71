// Conversations kept in PostgreSQL: one ChatSession per conversation, its ChatMessages in order.
import type { ChatChannel } from '../../../domain/assistant';
import { notFound } from '../../errors';
import type { Db } from '../../infra/prisma';

/** Messages of the conversation sent back to the model with each new question. */
const HISTORY_MESSAGES = 20;

export interface HistoryMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** The caller's session on that channel (404 when it is someone else's or unknown), or a new one. */
export async function openSession(
  db: Db,
  userId: string,
  channel: ChatChannel,
  sessionId: string | undefined,
): Promise<{ id: string; history: HistoryMessage[] }> {
  if (!sessionId) {
    const session = await db.chatSession.create({ data: { userId, channel } });
    return { id: session.id, history: [] };
  }
  const session = await db.chatSession.findFirst({ where: { id: sessionId, userId, channel }, select: { id: true } });
  if (!session) throw notFound('Chat session not found: start a new chat');
  const messages = await db.chatMessage.findMany({
    where: { sessionId },
    orderBy: { createdAt: 'desc' },
    take: HISTORY_MESSAGES,
    select: { role: true, content: true },
  });
  const history = messages.reverse().filter((m): m is HistoryMessage => m.role === 'user' || m.role === 'assistant');
  return { id: session.id, history };
}

export async function appendMessage(
  db: Db,
  sessionId: string,
  role: 'user' | 'assistant',
  content: string,
  tokens = 0,
): Promise<void> {
  await db.$transaction([
    db.chatMessage.create({ data: { sessionId, role, content, tokens } }),
    db.chatSession.update({ where: { id: sessionId }, data: { updatedAt: new Date() } }),
  ]);
}

/** Messages shown when a conversation is reopened (the newest ones). */
const SHOWN_MESSAGES = 100;

/** The caller's conversation on that channel with its latest messages, oldest first (404 when not theirs). */
export async function sessionTranscript(db: Db, userId: string, channel: ChatChannel, sessionId: string) {
  const session = await db.chatSession.findFirst({
    where: { id: sessionId, userId, channel },
    select: { id: true, channel: true, createdAt: true, updatedAt: true },
  });
  if (!session) throw notFound('Chat session not found: start a new chat');
  const messages = await db.chatMessage.findMany({
    where: { sessionId },
    orderBy: { createdAt: 'desc' },
    take: SHOWN_MESSAGES,
    select: { id: true, role: true, content: true, tokens: true, createdAt: true },
  });
  return { ...session, messages: messages.reverse() };
}
