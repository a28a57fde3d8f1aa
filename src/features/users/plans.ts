import type { ManagedUser } from '@/lib/api/schemas/users';

/** What each managed plan includes (the plan card and the billing tab). */
export const planFeatures: Record<ManagedUser['currentPlan'], { seats: number; storageGb: number; support: string }> = {
  basic: { seats: 1, storageGb: 5, support: 'community' },
  team: { seats: 10, storageGb: 50, support: 'email' },
  company: { seats: 50, storageGb: 250, support: 'priority' },
  enterprise: { seats: 500, storageGb: 2000, support: 'dedicated' },
};
