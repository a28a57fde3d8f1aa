import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cutGatherFile } from './cut.mjs';
import { coreFeatures, planPrune, unusedWords, withoutSections, withoutWords } from './plan.mjs';

/** A small repository: the core's sign-in, two apps (one with a roles page composed with the users app), their demo server. */
const fixture = {
  'src/app/screens.ts': `import { authScreens } from '@/features/auth/screens';
import { userScreens } from '@/features/users/screens';
import { shopScreens } from '@/features/shop/screens';
import { roleScreens } from './composed/roles';
export const screens = [...authScreens, ...userScreens, ...shopScreens, ...roleScreens];`,
  'src/app/composed/roles.ts': `export const roleScreens = defineScreens(['roles', 'users'], [
  { path: '/roles', load: () => import('./RolesScreen') },
]);`,
  'src/app/composed/RolesScreen.tsx': `import { RolesPage } from '@/features/roles/RolesPage';
import { UsersList } from '@/features/users/UsersList';
export const RolesScreen = () => <RolesPage><UsersList /></RolesPage>;`,
  'src/features/auth/screens.ts': `export const authScreens = [];`,
  'src/features/auth/LoginPage.tsx': `import { authPaths } from '@/lib/api/paths/auth';
import { apiError } from '@/lib/api/schemas/common';`,
  'src/features/users/screens.ts': `export const userScreens = [];`,
  'src/features/users/UsersList.tsx': `import { useTranslation } from 'react-i18next';
import { usersPaths } from '@/lib/api/paths/users';
export const UsersList = () => useTranslation('users');`,
  'src/features/users/UsersList.stories.tsx': `import { UsersList } from './UsersList';`,
  'src/features/roles/RolesPage.tsx': `import { rolesPaths } from '@/lib/api/paths/roles';`,
  'src/features/shop/screens.ts': `export const shopScreens = [];`,
  'src/features/shop/ShopPage.tsx': `import { Carousel } from 'embla-carousel-react';
import { shopPaths } from '@/lib/api/paths/shop';
import { Button } from '@/ui/Button';`,
  'src/features/shop/ShopPage.stories.tsx': `import { ShopPage } from './ShopPage';`,
  'src/ui/Button.tsx': `import { clsx } from 'clsx';`,
  'src/lib/api/paths/auth.ts': '',
  'src/lib/api/paths/users.ts': '',
  'src/lib/api/paths/roles.ts': '',
  'src/lib/api/paths/shop.ts': '',
  'src/lib/api/schemas/common.ts': '',
  'src/lib/api/schemas/shop.ts': `import { common } from './common';`,
  'src/mocks/index.ts': `import { authHandlers } from './handlers/auth';
import { usersHandlers } from './handlers/users';
import { rolesHandlers } from './handlers/roles';
import { shopHandlers } from './handlers/shop';
export const handlers = { auth: authHandlers, users: usersHandlers, roles: rolesHandlers, shop: shopHandlers };`,
  'src/mocks/handlers/auth.ts': `import { authPaths } from '@/lib/api/paths/auth';`,
  'src/mocks/handlers/users.ts': `import { resolvers } from '../resolvers/users';`,
  'src/mocks/handlers/roles.ts': '',
  'src/mocks/handlers/shop.ts': `import { resolvers } from '../resolvers/shop';`,
  'src/mocks/handlers/shop.test.ts': `import { shopHandlers } from './shop';`,
  'src/mocks/resolvers/users.ts': `import { users } from '../services/users';`,
  'src/mocks/resolvers/shop.ts': `import { products } from '../services/shop';`,
  'src/mocks/services/users.ts': `import { list } from './list';
const seed = () => import('../data/seed/users.json');`,
  'src/mocks/services/shop.ts': `import { list } from './list';
import { product } from '@/lib/api/schemas/shop';
import { money } from '@/lib/api/money';
const seed = () => import('../data/seed/products.json');`,
  'src/mocks/services/shop.test.ts': `import { products } from './shop';`,
  'src/mocks/services/list.ts': '',
  'src/mocks/data/seed/users.json': '[]',
  'src/mocks/data/seed/products.json': '[]',
  'src/lib/api/money.ts': '',
  'scripts/seed/generate.mjs': `import { products } from './products.mjs';
const files = { 'products.json': products() };`,
  'scripts/seed/products.mjs': '',
  'public/locales/en/users.json': '{}',
  'public/locales/fr/users.json': '{}',
  'public/locales/en/shop.json': '{}',
  'public/locales/fr/shop.json': '{}',
  'public/locales/en/roles.json': '{}',
};
const repo = (keep) =>
  planPrune({
    files: Object.keys(fixture),
    read: (file) => fixture[file],
    keep,
    packageJson: { dependencies: { clsx: '1', 'embla-carousel-react': '8', 'react-i18next': '15' } },
  });

describe('the prune plan', () => {
  it('keeps the core, what is kept and what that needs; removes the other features', () => {
    const plan = repo(['users']);
    expect(plan.kept).toEqual(['auth', 'users']);
    expect(plan.removedFeatures).toEqual(['roles', 'shop']);
    // Keeping the roles app keeps the users app it is shown with.
    expect(repo(['roles'])).toMatchObject({ kept: ['auth', 'roles', 'users'], added: ['users'] });
    expect(() => repo(['shopping'])).toThrow('No such feature: shopping');
  });

  it('removes with a feature its screens, stories, demo-server domain, seed, translations and dependencies', () => {
    const plan = repo(['users']);
    expect(plan.removedDomains).toEqual(['roles', 'shop']);
    expect(plan.deleted).toEqual(
      [
        'src/features/shop/screens.ts',
        'src/features/shop/ShopPage.tsx',
        'src/features/shop/ShopPage.stories.tsx',
        'src/features/roles/RolesPage.tsx',
        // The screen the app composed of roles and users, and its declaration.
        'src/app/composed/RolesScreen.tsx',
        'src/app/composed/roles.ts',
        // The domains, what only they used (the shop's schema and money sums, its seed), and their tests.
        'src/lib/api/paths/roles.ts',
        'src/lib/api/paths/shop.ts',
        'src/lib/api/schemas/shop.ts',
        'src/lib/api/money.ts',
        'src/mocks/handlers/roles.ts',
        'src/mocks/handlers/shop.ts',
        'src/mocks/handlers/shop.test.ts',
        'src/mocks/resolvers/shop.ts',
        'src/mocks/services/shop.ts',
        'src/mocks/services/shop.test.ts',
        'src/mocks/data/seed/products.json',
        'scripts/seed/products.mjs',
        'public/locales/en/shop.json',
        'public/locales/fr/shop.json',
        'public/locales/en/roles.json',
      ].sort(),
    );
    expect(plan.cut).toEqual(['scripts/seed/generate.mjs', 'src/app/screens.ts', 'src/mocks/index.ts']);
    expect(plan.packages).toEqual(['embla-carousel-react']);
    expect(plan.namespaces).toEqual(['roles', 'shop']);
    // The composed screen asks for the roles' words: they stay with it.
    expect(repo(['roles']).namespaces).toEqual(['shop']);
    expect(plan.errors).toEqual([]);
  });

  it('keeps what is shared: the ui kit, the list tools, a schema another domain uses', () => {
    const { deleted } = repo([]);
    for (const file of ['src/ui/Button.tsx', 'src/mocks/services/list.ts', 'src/lib/api/schemas/common.ts'])
      expect(deleted).not.toContain(file);
  });

  it('reports a file outside the folders that may shrink that imports what goes', () => {
    const plan = planPrune({
      files: [...Object.keys(fixture), 'src/lib/format.ts'],
      read: (file) => (file === 'src/lib/format.ts' ? `import { money } from '@/lib/api/money';` : fixture[file]),
      keep: ['users'],
      packageJson: {},
    });
    // src/lib/api/money.ts stays (src/lib/format.ts uses it); a feature's file in src/lib would not.
    expect(plan.deleted).not.toContain('src/lib/api/money.ts');
    const broken = planPrune({
      files: [...Object.keys(fixture), 'src/lib/shopLink.ts'],
      read: (file) =>
        file === 'src/lib/shopLink.ts' ? `import { ShopPage } from '@/features/shop/ShopPage';` : fixture[file],
      keep: ['users'],
      packageJson: {},
    });
    expect(broken.errors).toEqual([{ file: 'src/lib/shopLink.ts', imports: ['src/features/shop/ShopPage.tsx'] }]);
  });
});

describe('this repository, pruned to its core', () => {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root })
    .toString()
    .split('\n')
    .filter((file) => file && existsSync(`${root}${file}`));
  const plan = planPrune({
    files,
    read: (file) => readFileSync(`${root}${file}`, 'utf8'),
    keep: [],
    packageJson: JSON.parse(readFileSync(`${root}package.json`, 'utf8')),
  });

  it('has nothing outside a feature, the demo server or the stories that imports a feature', () => {
    expect(plan.errors).toEqual([]);
  });

  it('keeps the shell, sign-in, access control, the ui kit and lib', () => {
    expect(plan.kept).toEqual([...coreFeatures].sort());
    const core = new RegExp(`^(src/(ui|app/(?!composed/)|features/(${coreFeatures.join('|')})/)|src/lib/(?!api/))`);
    expect(plan.deleted.filter((file) => core.test(file))).toEqual([]);
    expect(plan.removedDomains).not.toContain('auth');
  });
});

describe('the shared namespaces', () => {
  const words = {
    nav: { apps: 'Apps & pages', users: 'Users', shop: 'Shop', cardsBasic: 'Basic' },
    cart: { title: 'Cart', empty: 'Your cart is empty' },
    shop: { title: 'Shop', sorted: 'Sorted' },
    customizer: { skin: 'Skin', rtl: 'Right to left' },
    search: { placeholder: 'Search' },
  };

  it('lose the groups and entries only removed code names, and the menu’s words of removed screens', () => {
    const removedTexts = [
      `t('cart.title'); t(\`cart.\${state}\`); t('shop.sorted'); t('customizer.rtl')`,
      `menu: { labelKey: 'nav.shop' }; labelKey: \`nav.cards\${path}\``,
    ];
    const keptTexts = [
      `t('shop.title')`,
      // Its keys built at run time: the group stays whole.
      `t(\`customizer.\${key}\`)`,
      `t('search.placeholder')`,
    ];
    const menuWords = new Set(['nav.apps', 'nav.users']);
    const paths = unusedWords(words, { removedTexts, keptTexts, menuWords });
    expect(paths).toEqual(['nav.shop', 'nav.cardsBasic', 'cart', 'shop.sorted']);
    expect(withoutWords(words, paths)).toEqual({
      nav: { apps: 'Apps & pages', users: 'Users' },
      shop: { title: 'Shop' },
      customizer: { skin: 'Skin', rtl: 'Right to left' },
      search: { placeholder: 'Search' },
    });
  });

  it('keep what no removed code names, and a menu word code that stays names', () => {
    const keptTexts = [`t('nav.shop')`];
    expect(unusedWords(words, { removedTexts: [], keptTexts, menuWords: new Set(['nav.apps', 'nav.users']) })).toEqual([
      'nav.cardsBasic',
    ]);
    expect(unusedWords(words, { removedTexts: [], keptTexts: [] })).toEqual([]);
  });
});

describe('cutting a gather file', () => {
  const removed = (specifier) => /shop|products\.mjs/.test(specifier);

  it('cuts the imports, list entries, properties and JSX of removed modules, and what is left unused', () => {
    const screens = `import { authScreens } from '@/features/auth/screens';
import { shopScreens } from '@/features/shop/screens';
import type { Screen } from '@/lib/screens';

export const screens: Screen[] = [
  ...authScreens,
  // The shop.
  ...shopScreens,
];
`;
    expect(cutGatherFile('screens.ts', screens, removed)).toBe(`import { authScreens } from '@/features/auth/screens';
import type { Screen } from '@/lib/screens';

export const screens: Screen[] = [
  ...authScreens,
];
`);
    const navbar = `import { CartMenu } from '@/features/shop/CartMenu';
import { Bell } from './Bell';
export const Navbar = ({ wide }) => (
  <header>
    {wide ? <Bell /> : null}
    <CartMenu />
  </header>
);
`;
    expect(cutGatherFile('Navbar.tsx', navbar, removed)).toBe(`import { Bell } from './Bell';
export const Navbar = ({ wide }) => (
  <header>
    {wide ? <Bell /> : null}
  </header>
);
`);
  });

  it('cuts the rows of a table, the entries keyed by a removed domain or file, and unused constants', () => {
    const generate = `import { products, wishlist } from './products.mjs';
import { users } from './users.mjs';
const productRows = products();
const productIds = productRows.map((p) => p.id);
export const files = {
  'users.json': users(),
  'products.json': productRows,
  'wishlist.json': wishlist(productIds),
};
export const routes = { users: ['GET /users'], shop: ['GET /products'] };
export const table = [
  ['users', 'GET /users', users],
  ['shop', 'GET /products', products],
];
`;
    expect(cutGatherFile('generate.mjs', generate, removed, ['products.json', 'wishlist.json', 'shop']))
      .toBe(`import { users } from './users.mjs';
export const files = {
  'users.json': users(),
};
export const routes = { users: ['GET /users'], };
export const table = [
  ['users', 'GET /users', users],
];
`);
  });

  it('keeps the blank line that separated a cut statement from what came before', () => {
    const text = `import { products } from './products.mjs';
export const today = () => 1;

// Shared by the products' files.
const productRows = products();
export const files = { 'products.json': productRows, users: [] };
`;
    expect(cutGatherFile('generate.mjs', text, removed, ['products.json'])).toBe(`export const today = () => 1;

export const files = { users: [] };
`);
  });
});

describe('the docs', () => {
  it('lose the sections of removed domains and of features all removed', () => {
    const doc = `# Apps

## Sign-in

Always.

## Shop

<!-- features: shop -->

Products.

## People

<!-- features: users roles -->

Users and roles.

## The shop's endpoints

<!-- endpoints:shop -->
`;
    expect(withoutSections(doc, { removedFeatures: ['shop', 'roles'], removedDomains: ['shop'] })).toBe(`# Apps

## Sign-in

Always.

## People

<!-- features: users roles -->

Users and roles.

`);
  });
});
