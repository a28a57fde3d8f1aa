import {
  BadgeDollarSign,
  CircleHelp,
  Clock,
  KeyRound,
  Layout,
  Lock,
  LogIn,
  MailCheck,
  Palette,
  Settings,
  ShieldCheck,
  Smartphone,
  TriangleAlert,
  UserPlus,
  UserRound,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import type { Requirement } from '@/lib/auth/ability';

/**
 * The menu, grouped as SPEC 2 groups the paths. Only routes that exist are listed (a test checks
 * each path against the route table), and each shows only to users allowed to open it. A section
 * folds a family of links (the auth page demos, the page layouts) under one entry.
 */
export type NavLinkItem = { path: string; labelKey: string; icon: LucideIcon; requires?: Requirement };
export type NavSection = { labelKey: string; icon: LucideIcon; children: NavLinkItem[] };
export type NavItem = NavLinkItem | NavSection;
export type NavGroup = { titleKey: string; items: NavItem[] };

const readPage = { action: 'read', subject: 'Page' } as const;

export const isSection = (item: NavItem): item is NavSection => 'children' in item;

const pageLayouts: NavSection = {
  labelKey: 'nav.pageLayouts',
  icon: Layout,
  children: (
    [
      ['collapse-menu', 'nav.collapseMenu'],
      ['layout-boxed', 'nav.layoutBoxed'],
      ['without-menu', 'nav.withoutMenu'],
      ['layout-empty', 'nav.layoutEmpty'],
      ['layout-blank', 'nav.layoutBlank'],
    ] as const
  ).map(([path, labelKey]) => ({
    path: `/page-layout/${path}`,
    labelKey,
    icon: Layout,
    requires: { action: 'read', subject: 'UI' } as const,
  })),
};

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
      { path: '/pages/profile', labelKey: 'nav.profile', icon: UserRound, requires: readPage },
      {
        path: '/pages/account-settings/general',
        labelKey: 'nav.accountSettings',
        icon: Settings,
        requires: readPage,
      },
      { path: '/pages/pricing', labelKey: 'nav.pricing', icon: BadgeDollarSign, requires: readPage },
      { path: '/pages/faq', labelKey: 'nav.faq', icon: CircleHelp, requires: readPage },
      {
        labelKey: 'nav.signIn',
        icon: LogIn,
        children: [
          { path: '/pages/login-basic', labelKey: 'nav.basic', icon: LogIn },
          { path: '/pages/login-cover', labelKey: 'nav.cover', icon: LogIn },
        ],
      },
      {
        labelKey: 'nav.signUp',
        icon: UserPlus,
        children: [
          { path: '/pages/register-basic', labelKey: 'nav.basic', icon: UserPlus },
          { path: '/pages/register-cover', labelKey: 'nav.cover', icon: UserPlus },
        ],
      },
      {
        labelKey: 'nav.forgotPassword',
        icon: KeyRound,
        children: [
          { path: '/pages/forgot-password-basic', labelKey: 'nav.basic', icon: KeyRound },
          { path: '/pages/forgot-password-cover', labelKey: 'nav.cover', icon: KeyRound },
        ],
      },
      {
        labelKey: 'nav.resetPassword',
        icon: KeyRound,
        children: [
          { path: '/pages/reset-password-basic', labelKey: 'nav.basic', icon: KeyRound },
          { path: '/pages/reset-password-cover', labelKey: 'nav.cover', icon: KeyRound },
        ],
      },
      {
        labelKey: 'nav.verifyEmail',
        icon: MailCheck,
        children: [
          { path: '/pages/verify-email-basic', labelKey: 'nav.basic', icon: MailCheck },
          { path: '/pages/verify-email-cover', labelKey: 'nav.cover', icon: MailCheck },
        ],
      },
      {
        labelKey: 'nav.twoSteps',
        icon: Smartphone,
        children: [
          { path: '/pages/two-steps-basic', labelKey: 'nav.basic', icon: Smartphone },
          { path: '/pages/two-steps-cover', labelKey: 'nav.cover', icon: Smartphone },
        ],
      },
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
    items: [
      { path: '/colors', labelKey: 'nav.colors', icon: Palette, requires: { action: 'read', subject: 'UI' } },
      pageLayouts,
    ],
  },
];

/** Every link of the menu, sections unfolded. */
export const navLinks: NavLinkItem[] = navigation.flatMap((group) =>
  group.items.flatMap((item) => (isSection(item) ? item.children : [item])),
);
