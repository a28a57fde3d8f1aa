import type { TaskTag } from '@/lib/api/todoRules';
import type { Tone } from '@/ui/theme/tokens';

/** Each tag's colour: the badges on tasks, the dots in the sidebar and the panel's chips. */
export const tagTones: Record<TaskTag, Tone> = {
  team: 'primary',
  low: 'success',
  medium: 'warning',
  high: 'danger',
  update: 'info',
};
