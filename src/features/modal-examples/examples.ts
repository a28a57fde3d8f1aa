import { CreditCard, Gift, LayoutGrid, Rocket, Share2, ShieldCheck, UserPen } from 'lucide-react';
import { lazy, type ComponentType } from 'react';
import type { Example, ExampleDialogProps } from './components/ExampleCard';

/** A dialog's module, fetched once and shared by its preload and its lazy component. */
function lazyDialog<M>(load: () => Promise<M>, pick: (module: M) => ComponentType<ExampleDialogProps>) {
  return { preload: load, Dialog: lazy(() => load().then((module) => ({ default: pick(module) }))) };
}

/**
 * The seven example dialogs, in the page's order. Each dialog's code (its form, its checks,
 * react-hook-form and zod) loads with its first use, so the page itself stays light.
 */
export const examples: Example[] = [
  {
    id: 'shareProject',
    icon: Share2,
    ...lazyDialog(
      () => import('./share/ShareProjectDialog'),
      (m) => m.ShareProjectDialog,
    ),
  },
  {
    id: 'addCard',
    icon: CreditCard,
    ...lazyDialog(
      () => import('./add-card/AddCardDialog'),
      (m) => m.AddCardDialog,
    ),
  },
  {
    id: 'upgradePlan',
    icon: Rocket,
    ...lazyDialog(
      () => import('./upgrade/UpgradePlanDialog'),
      (m) => m.UpgradePlanDialog,
    ),
  },
  {
    id: 'editUser',
    icon: UserPen,
    ...lazyDialog(
      () => import('./edit-user/EditUserDialog'),
      (m) => m.EditUserDialog,
    ),
  },
  {
    id: 'twoFactor',
    icon: ShieldCheck,
    ...lazyDialog(
      () => import('./two-factor/TwoFactorDialog'),
      (m) => m.TwoFactorDialog,
    ),
  },
  {
    id: 'referEarn',
    icon: Gift,
    ...lazyDialog(
      () => import('./refer/ReferEarnDialog'),
      (m) => m.ReferEarnDialog,
    ),
  },
  {
    id: 'createApp',
    icon: LayoutGrid,
    ...lazyDialog(
      () => import('./create-app/CreateAppDialog'),
      (m) => m.CreateAppDialog,
    ),
  },
];
