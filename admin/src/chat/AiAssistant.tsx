import { ComingSoon } from '../layout/ComingSoon';

export const AiAssistant = () => (
  <ComingSoon
    title="AI Assistant"
    description="Ask questions about compliance, risk and audit activity, with sensitive data redacted."
  />
);
