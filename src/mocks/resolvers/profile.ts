import { profileData } from '../services/profile';
import { answerWith } from '../http';

export const profileResolver = answerWith(profileData);
