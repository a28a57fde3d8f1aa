// Navbar search and bookmarks (docs/demo-api.md): the app's pages, some files, some contacts.
const page = (target, title, icon, link, isBookmarked = false) => ({ target, isBookmarked, title, icon, link });

const pages = [
  page('analyticsDash', 'Analytics Dashboard', 'chart-pie', '/dashboard/analytics'),
  page('eCommerceDash', 'eCommerce Dashboard', 'shopping-cart', '/'),
  page('email', 'Email', 'mail', '/apps/email', true),
  page('chat', 'Chat', 'message-square', '/apps/chat', true),
  page('todo', 'Todo', 'check-square', '/apps/todo', true),
  page('calendar', 'Calendar', 'calendar', '/apps/calendar', true),
  page('invoiceList', 'Invoice List', 'file-text', '/apps/invoice/list'),
  page('invoicePreview', 'Invoice Preview', 'file-text', '/apps/invoice/preview'),
  page('invoiceEdit', 'Invoice Edit', 'file-pen', '/apps/invoice/edit'),
  page('invoiceAdd', 'Invoice Add', 'file-plus', '/apps/invoice/add'),
  page('shop', 'Shop', 'store', '/apps/ecommerce/shop'),
  page('productDetail', 'Product Detail', 'package', '/apps/ecommerce/product-detail'),
  page('wishlist', 'Wishlist', 'heart', '/apps/ecommerce/wishlist'),
  page('checkout', 'Checkout', 'credit-card', '/apps/ecommerce/checkout'),
  page('userList', 'User List', 'users', '/apps/user/list'),
  page('userView', 'User View', 'user', '/apps/user/view'),
  page('roles', 'Roles', 'shield', '/apps/roles'),
  page('permissions', 'Permissions', 'lock', '/apps/permissions'),
  page('accessControl', 'Access Control', 'shield-check', '/access-control'),
  page('loginBasic', 'Login Basic', 'log-in', '/pages/login-basic'),
  page('loginCover', 'Login Cover', 'log-in', '/pages/login-cover'),
  page('registerBasic', 'Register Basic', 'user-plus', '/pages/register-basic'),
  page('registerCover', 'Register Cover', 'user-plus', '/pages/register-cover'),
  page('forgotPasswordBasic', 'Forgot Password Basic', 'key-round', '/pages/forgot-password-basic'),
  page('forgotPasswordCover', 'Forgot Password Cover', 'key-round', '/pages/forgot-password-cover'),
  page('resetPasswordBasic', 'Reset Password Basic', 'rotate-ccw', '/pages/reset-password-basic'),
  page('resetPasswordCover', 'Reset Password Cover', 'rotate-ccw', '/pages/reset-password-cover'),
  page('verifyEmailBasic', 'Verify Email Basic', 'mail-check', '/pages/verify-email-basic'),
  page('verifyEmailCover', 'Verify Email Cover', 'mail-check', '/pages/verify-email-cover'),
  page('twoStepsBasic', 'Two Steps Basic', 'smartphone', '/pages/two-steps-basic'),
  page('twoStepsCover', 'Two Steps Cover', 'smartphone', '/pages/two-steps-cover'),
  page('accountSettings', 'Account Settings', 'settings', '/pages/account-settings/general'),
  page('profile', 'Profile', 'user-round', '/pages/profile'),
  page('faq', 'FAQ', 'circle-help', '/pages/faq'),
  page('knowledgeBase', 'Knowledge Base', 'book-open', '/pages/knowledge-base'),
  page('pricing', 'Pricing', 'badge-dollar-sign', '/pages/pricing'),
  page('blogList', 'Blog List', 'newspaper', '/pages/blog/list'),
  page('blogDetail', 'Blog Detail', 'newspaper', '/pages/blog/detail'),
  page('blogEdit', 'Blog Edit', 'square-pen', '/pages/blog/edit'),
  page('license', 'License', 'scroll-text', '/pages/license'),
  page('apiKey', 'API Key', 'key', '/pages/api-key'),
  page('modalExamples', 'Modal Examples', 'app-window', '/pages/modal-examples'),
  page('comingSoon', 'Coming Soon', 'clock', '/misc/coming-soon'),
  page('notAuthorized', 'Not Authorized', 'user-x', '/misc/not-authorized'),
  page('maintenance', 'Maintenance', 'wrench', '/misc/maintenance'),
  page('error', 'Error', 'circle-alert', '/misc/error'),
  page('colors', 'Colors', 'palette', '/colors'),
  page('icons', 'Icons', 'shapes', '/icons'),
  page('cardsBasic', 'Basic Cards', 'credit-card', '/cards/basic'),
  page('cardsStatistics', 'Statistics Cards', 'bar-chart-3', '/cards/statistics'),
  page('cardsAnalytics', 'Analytics Cards', 'line-chart', '/cards/analytics'),
  page('datatablesBasic', 'Basic Data Table', 'table', '/datatables/basic'),
  page('datatablesAdvance', 'Advanced Data Table', 'table-2', '/datatables/advance'),
  page('apexCharts', 'Apex Charts', 'area-chart', '/charts/apex'),
  page('formValidation', 'Form Validation', 'check-circle', '/forms/form-validation'),
  page('formWizard', 'Form Wizard', 'list-ordered', '/forms/wizard'),
].map((entry, i) => ({ id: i + 1, ...entry }));

const fileTypes = [
  ['pdf', 'PDF'],
  ['csv', 'CSV'],
  ['txt', 'TXT'],
  ['image', 'PNG'],
];
const fileNames = [
  'Annual report',
  'Customer list',
  'Release notes',
  'Logo concepts',
  'Tax return',
  'Meeting minutes',
  'Brand guide',
  'Payroll export',
];

export function searchData(faker) {
  const files = fileNames.map((name, i) => {
    const [icon, ext] = fileTypes[i % fileTypes.length];
    return {
      title: `${name}.${ext.toLowerCase()}`,
      by: faker.person.fullName(),
      size: `${faker.number.float({ min: 0.2, max: 12, fractionDigits: 1 })} MB`,
      file: `/images/files/${icon}.svg`,
    };
  });
  const contacts = Array.from({ length: 8 }, (_, i) => {
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    return {
      title: `${first} ${last}`,
      email: faker.internet.email({ firstName: first, lastName: last, provider: 'example.com' }).toLowerCase(),
      img: `/images/avatars/${(i % 8) + 1}.svg`,
      date: faker.date.recent({ days: 60 }).toISOString().slice(0, 10),
    };
  });
  return { pages, files, contacts };
}
