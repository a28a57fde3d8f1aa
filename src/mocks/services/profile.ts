import type { ProfileData } from '@/lib/api/schemas/profile';
import { readOnly } from '../data/readOnly';

export const profileData = readOnly<ProfileData>(() => import('../data/seed/profile.json'));
