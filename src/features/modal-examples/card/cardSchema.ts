import * as z from '@/lib/api/zod';
import { cardProblems, type CardValues } from './cardCheck';

/**
 * The card's fields for a react-hook-form resolver: plain strings, checked together (the code's
 * length depends on the number's network), each problem at its field as a translation key.
 */
export const cardSchema = z.object({ number: z.string(), name: z.string(), expiry: z.string(), cvv: z.string() }).check(
  z.superRefine((card: CardValues, ctx) => {
    for (const [field, problem] of Object.entries(cardProblems(card, new Date()))) {
      ctx.addIssue({ code: 'custom', path: [field], message: `modalExamples.errors.${problem}` });
    }
  }),
);
