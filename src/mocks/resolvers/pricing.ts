import { pricingData } from '../services/pricing';
import { answerWith } from '../http';

export const pricingResolver = answerWith(pricingData);
