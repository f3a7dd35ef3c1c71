// The AI Assistant and GPT Interface: conversations, their grounding and tools, limits and usage.
export * from './chat-sessions'; // conversations and their messages
export * from './context-summaries'; // summaries that ground an answer
export * from './known-names'; // people's names to redact
export * from './limits'; // the daily token budget per user
export * from './run-assistant'; // one question, from limits to the usage row
export * from './tools'; // read-only, role-checked tools the model may call
export * from './usage-stats'; // usage computed from AiUsage rows
