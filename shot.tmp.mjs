import { chromium } from 'playwright-core';
const [, , ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const width = Number(process.env.W ?? 1400);
const page = await browser.newPage({ viewport: { width, height: 900 } });
const errors = [];
page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
page.on('pageerror', (e) => errors.push(String(e)));
await page.goto('http://localhost:4317/login');
await page.getByLabel('Email').fill('admin@demo.com');
await page.locator('input[type=password]').fill('admin');
await page.getByRole('button', { name: /sign in/i }).click();
await page.waitForURL((u) => !u.pathname.startsWith('/login'));
if (process.env.SKIN) await page.evaluate((s) => { localStorage.setItem('skin', s); }, process.env.SKIN);
if (process.env.DIR) await page.evaluate((s) => { localStorage.setItem('direction', s); }, process.env.DIR);
for (const path of paths) {
  await page.goto('http://localhost:4317' + path);
  await page.waitForTimeout(2500);
  const name = `/tmp/x/${path.replace(/\W+/g, '_') || 'root'}${process.env.SKIN ? '-' + process.env.SKIN : ''}${process.env.DIR ? '-' + process.env.DIR : ''}-${width}.png`;
  await page.screenshot({ path: name, fullPage: true });
  console.log(name);
}
console.log('errors:', errors);
await browser.close();
