import { answerWith } from '../http';
import { autocomplete } from '../services/autocomplete';

export const autocompleteResolver = answerWith(async () => ({ autoComplete: await autocomplete() }));
