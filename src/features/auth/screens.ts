import { defineScreens, type Declaration, type IconName } from '@/lib/screens';

// One chunk per page: the sign-in page does not load the sign-up form's checkbox and rules.
const pages = {
  login: () => import('./pages/LoginPage').then((m) => m.LoginPage),
  register: () => import('./pages/RegisterPage').then((m) => m.RegisterPage),
  'forgot-password': () => import('./pages/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
  'reset-password': () => import('./pages/ResetPasswordPage').then((m) => m.ResetPasswordPage),
  'verify-email': () => import('./pages/VerifyEmailPage').then((m) => m.VerifyEmailPage),
  'two-steps': () => import('./pages/TwoStepsPage').then((m) => m.TwoStepsPage),
};

/** A page's demo in the basic and the cover frame (`/pages/login-basic`, `-cover`): the same working form. */
const demos = (page: keyof typeof pages, labelKey: string, icon: IconName, order: number): Declaration[] =>
  (['basic', 'cover'] as const).map((variant) => ({
    path: `/pages/${page}-${variant}`,
    access: 'public',
    load: pages[page],
    props: { variant },
    menu: { group: 'pages', order, labelKey: `nav.${variant}`, icon, section: { labelKey, icon } },
  }));

/** Signing in, up and back in: for signed-out people (a signed-in person is sent home). */
export const authScreens = defineScreens('auth', [
  { path: '/login', access: 'guest', load: pages.login, landing: true },
  { path: '/register', access: 'guest', load: pages.register },
  { path: '/forgot-password', access: 'guest', load: pages['forgot-password'] },
  ...demos('login', 'nav.signIn', 'LogIn', 100),
  ...demos('register', 'nav.signUp', 'UserPlus', 110),
  ...demos('forgot-password', 'nav.forgotPassword', 'KeyRound', 120),
  ...demos('reset-password', 'nav.resetPassword', 'KeyRound', 130),
  ...demos('verify-email', 'nav.verifyEmail', 'MailCheck', 140),
  ...demos('two-steps', 'nav.twoSteps', 'Smartphone', 150),
]);
