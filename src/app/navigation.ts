import {
  LayoutGrid,
  CopyPlus,
  Footprints,
  PanelsTopLeft,
  SquareCheckBig,
  Type,
  AppWindow,
  BadgeDollarSign,
  BookOpen,
  CalendarDays,
  ChartArea,
  ChartColumn,
  ChartLine,
  ChartPie,
  CircleHelp,
  Clock,
  KeyRound,
  KeySquare,
  Lock,
  LogIn,
  ListTodo,
  Mail,
  MailCheck,
  Newspaper,
  MessagesSquare,
  Palette,
  Scale,
  Settings,
  ShieldCheck,
  ShieldUser,
  FileText,
  ShoppingBag,
  ShoppingCart,
  Smartphone,
  Grid3x3,
  Table2,
  TableProperties,
  TriangleAlert,
  UserPlus,
  UserRound,
  UsersRound,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import type { Requirement } from '@/lib/auth/ability';
import { cards, components, extensions, formElements, pageLayouts } from './demoNavigation';

/**
 * The menu, grouped by the app's areas. Only routes that exist are listed (a test checks
 * each path against the route table), and each shows only to users allowed to open it. A section
 * folds a family of links (the auth page demos, the page layouts) under one entry.
 */
export type NavLinkItem = { path: string; labelKey: string; icon: LucideIcon; requires?: Requirement };
export type NavSection = { labelKey: string; icon: LucideIcon; children: NavLinkItem[] };
export type NavItem = NavLinkItem | NavSection;
export type NavGroup = { titleKey: string; items: NavItem[] };

/** What the pages of the Pages group need (the admin has it, the client not). */
export const readPage = { action: 'read', subject: 'Page' } as const;

export const isSection = (item: NavItem): item is NavSection => 'children' in item;

/** A group's links, sections unfolded. */
export const linksOf = (group: NavGroup): NavLinkItem[] =>
  group.items.flatMap((item) => (isSection(item) ? item.children : [item]));

/** An auth page demo's two frames, /pages/<slug>-basic and -cover, as one section. */
const authPages = (labelKey: string, slug: string, icon: LucideIcon): NavSection => ({
  labelKey,
  icon,
  children: (['basic', 'cover'] as const).map((variant) => ({
    path: `/pages/${slug}-${variant}`,
    labelKey: `nav.${variant}`,
    icon,
  })),
});

const readDashboard = { action: 'read', subject: 'Dashboard' } as const;
const readUi = { action: 'read', subject: 'UI' } as const;
const manageUsers = { action: 'manage', subject: 'User' } as const;
const readApp = { action: 'read', subject: 'App' } as const;
const shop: NavSection = {
  labelKey: 'nav.ecommerce',
  icon: ShoppingCart,
  children: (
    [
      ['shop', 'nav.shop'],
      ['product-detail', 'nav.productDetails'],
      ['wishlist', 'nav.wishlist'],
      ['checkout', 'nav.checkout'],
    ] as const
  ).map(([path, labelKey]) => ({ path: `/apps/ecommerce/${path}`, labelKey, icon: ShoppingCart, requires: readApp })),
};

const invoice: NavSection = {
  labelKey: 'nav.invoice',
  icon: FileText,
  children: (
    [
      ['list', 'nav.invoiceList'],
      ['preview', 'nav.invoicePreview'],
      ['edit', 'nav.invoiceEdit'],
      ['add', 'nav.invoiceAdd'],
    ] as const
  ).map(([path, labelKey]) => ({ path: `/apps/invoice/${path}`, labelKey, icon: FileText, requires: readApp })),
};

export const navigation: NavGroup[] = [
  {
    titleKey: 'nav.dashboards',
    items: [
      { path: '/', labelKey: 'nav.ecommerce', icon: ShoppingBag, requires: readDashboard },
      { path: '/dashboard/analytics', labelKey: 'nav.analytics', icon: ChartLine, requires: readDashboard },
    ],
  },
  {
    titleKey: 'nav.apps',
    items: [
      { path: '/apps/email', labelKey: 'nav.email', icon: Mail, requires: readApp },
      { path: '/apps/chat', labelKey: 'nav.chat', icon: MessagesSquare, requires: readApp },
      { path: '/apps/todo', labelKey: 'nav.todo', icon: ListTodo, requires: readApp },
      { path: '/apps/calendar', labelKey: 'nav.calendar', icon: CalendarDays, requires: readApp },
      shop,
      invoice,
      { path: '/apps/user/list', labelKey: 'nav.users', icon: UsersRound, requires: manageUsers },
      { path: '/apps/roles', labelKey: 'nav.roles', icon: ShieldUser, requires: manageUsers },
      { path: '/apps/permissions', labelKey: 'nav.permissions', icon: KeyRound, requires: manageUsers },
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
      { path: '/pages/knowledge-base', labelKey: 'nav.knowledgeBase', icon: BookOpen, requires: readPage },
      { path: '/pages/blog/list', labelKey: 'nav.blog', icon: Newspaper, requires: readPage },
      { path: '/pages/api-key', labelKey: 'nav.apiKeys', icon: KeySquare, requires: readPage },
      { path: '/pages/modal-examples', labelKey: 'nav.modalExamples', icon: AppWindow, requires: readPage },
      { path: '/pages/license', labelKey: 'nav.license', icon: Scale, requires: readPage },
      authPages('nav.signIn', 'login', LogIn),
      authPages('nav.signUp', 'register', UserPlus),
      authPages('nav.forgotPassword', 'forgot-password', KeyRound),
      authPages('nav.resetPassword', 'reset-password', KeyRound),
      authPages('nav.verifyEmail', 'verify-email', MailCheck),
      authPages('nav.twoSteps', 'two-steps', Smartphone),
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
      { path: '/ui-element', labelKey: 'nav.typography', icon: Type, requires: readUi },
      { path: '/colors', labelKey: 'nav.colors', icon: Palette, requires: readUi },
      { path: '/icons', labelKey: 'nav.icons', icon: LayoutGrid, requires: readUi },
      components,
      extensions,
      cards,
      pageLayouts,
    ],
  },
  {
    titleKey: 'nav.forms',
    items: [
      formElements,
      { path: '/forms/layout/form-layout', labelKey: 'nav.formLayout', icon: PanelsTopLeft, requires: readUi },
      { path: '/forms/wizard', labelKey: 'nav.formWizard', icon: Footprints, requires: readUi },
      { path: '/forms/form-validation', labelKey: 'nav.formValidation', icon: SquareCheckBig, requires: readUi },
      { path: '/forms/form-repeater', labelKey: 'nav.formRepeater', icon: CopyPlus, requires: readUi },
    ],
  },
  {
    titleKey: 'nav.tables',
    items: [
      { path: '/tables/reactstrap', labelKey: 'nav.tableStyles', icon: Grid3x3, requires: readUi },
      { path: '/datatables/basic', labelKey: 'nav.datatables', icon: Table2, requires: readUi },
      { path: '/datatables/advance', labelKey: 'nav.datatablesAdvanced', icon: TableProperties, requires: readUi },
    ],
  },
  {
    titleKey: 'nav.charts',
    items: [
      { path: '/charts/apex', labelKey: 'nav.apexCharts', icon: ChartColumn, requires: readUi },
      { path: '/charts/chartjs', labelKey: 'nav.chartJs', icon: ChartPie, requires: readUi },
      { path: '/charts/recharts', labelKey: 'nav.recharts', icon: ChartArea, requires: readUi },
    ],
  },
];

/** Every link of the menu, sections unfolded. */
export const navLinks: NavLinkItem[] = navigation.flatMap(linksOf);
