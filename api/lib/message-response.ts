// The body of every failure the platform's routes answer (api/plugins/errors.ts), and of their worded successes.
import { z } from 'zod';

export const messageResponse = z.object({ message: z.string() });
