import { ComingSoon } from '../layout/ComingSoon';

export const GptInterface = () => (
  <ComingSoon
    title="GPT Interface"
    description="Query the assistant with business and audit context, review its capabilities and usage."
  />
);
