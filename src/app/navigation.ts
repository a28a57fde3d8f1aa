import {
  Palette,
  ShieldCheck,
  Clock,
  Lock,
  Wrench,
  TriangleAlert,
  LogIn,
  UserPlus,
  KeyRound,
  type LucideIcon,
} from 'lucide-react';
import type { Requirement } from '@/lib/auth/ability';

/**
 * The vertical menu, grouped as SPEC 2 groups the paths. Only routes that exist are listed (a test
 * checks each path against the route table), and each shows only to users allowed to open it.
 */
export type NavItem = { path: string; labelKey: string; icon: LucideIcon; requires?: Requirement };
export type NavGroup = { titleKey: string; items: NavItem[] };

export const navigation: NavGroup[] = [
  {
    titleKey: 'nav.apps',
    items: [
      {
        path: '/access-control',
        labelKey: 'nav.accessControl',
        icon: ShieldCheck,
        requires: { action: 'read', subject: 'ACL' },
      },
    ],
  },
  {
    titleKey: 'nav.pages',
    items: [
      { path: '/pages/login-basic', labelKey: 'nav.loginBasic', icon: LogIn },
      { path: '/pages/login-cover', labelKey: 'nav.loginCover', icon: LogIn },
      { path: '/pages/register-basic', labelKey: 'nav.registerBasic', icon: UserPlus },
      { path: '/pages/register-cover', labelKey: 'nav.registerCover', icon: UserPlus },
      { path: '/pages/forgot-password-basic', labelKey: 'nav.forgotBasic', icon: KeyRound },
      { path: '/pages/forgot-password-cover', labelKey: 'nav.forgotCover', icon: KeyRound },
    ],
  },
  {
    titleKey: 'nav.misc',
    items: [
      { path: '/misc/coming-soon', labelKey: 'nav.comingSoon', icon: Clock },
      { path: '/misc/not-authorized', labelKey: 'nav.notAuthorized', icon: Lock },
      { path: '/misc/maintenance', labelKey: 'nav.maintenance', icon: Wrench },
      { path: '/misc/error', labelKey: 'nav.error', icon: TriangleAlert },
    ],
  },
  {
    titleKey: 'nav.uiElements',
    items: [{ path: '/colors', labelKey: 'nav.colors', icon: Palette, requires: { action: 'read', subject: 'UI' } }],
  },
];
