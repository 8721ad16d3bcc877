// The app in Hindi and Telugu (issue 23): the sign-in page starts in the browser's language, a person's
// choice is kept on their profile and follows them to another browser, and every screen in either
// language fits 390 px with no English left on the apply page but names, codes and other data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ADMIN, api, baseUrl, createPerson, CSE, launch, newPage, shot, signIn, tokenFor } from './support';

const SCREENS = {
  admin: ['dashboard', 'applications', 'employees', 'excel-upload', 'audit', 'stand-ins', 'outgoing-mail', 'holidays', 'policy', 'payroll', 'calendar', 'profile'],
  hod: ['dashboard', 'applications', 'apply-leave', 'history', 'employees', 'profile'],
  employee: ['dashboard', 'apply-leave', 'history', 'profile'],
} as const;

type Person = { email: string; password: string; name: string; id: string };

async function setLanguage(person: { email: string; password: string }, id: string, language: string): Promise<void> {
  const token = await tokenFor(person.email, person.password);
  const res = await api('PUT', `/users/${id}`, token, { language });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** Every text a person reads on the page (text, labels, placeholders, options) that still holds English words. */
function englishLeft(page: Page, data: readonly string[]): Promise<string[]> {
  return page.evaluate((allowed) => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, [aria-hidden="true"]') || !parent.checkVisibility()) continue;
      texts.push(node.textContent ?? '');
    }
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('[aria-label], [placeholder], [title]'))) {
      if (!element.checkVisibility()) continue;
      for (const name of ['aria-label', 'placeholder', 'title']) texts.push(element.getAttribute(name) ?? '');
    }
    const words = /[A-Za-z]{2,}/;
    return texts
      .map((text) => allowed.reduce((rest, item) => rest.split(item).join(' '), text).trim())
      .filter((text) => words.test(text));
  }, data);
}

describe('the app in Hindi and Telugu', () => {
  let browser: Browser;
  let hod: Person;
  let employee: Person;
  let adminId: string;

  beforeAll(async () => {
    browser = await launch();
    hod = await createPerson('hod');
    employee = await createPerson('employee');
    const me = await api<{ data: { user: { _id: string } } }>('GET', '/auth/me', await tokenFor(ADMIN.email, ADMIN.password));
    adminId = me.body.data.user._id;
  });
  afterAll(async () => {
    await setLanguage(ADMIN, adminId, 'en');
    await browser.close();
  });

  it("opens the sign-in page in the browser's language, and the menu changes it at once", async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), locale: 'hi-IN', timezoneId: 'Asia/Kolkata', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/login', { waitUntil: 'networkidle' });
    // The Hindi catalog is a chunk of its own: on a busy machine it may still be evaluating when the
    // network has gone quiet, so the page is watched until it shows Hindi, as a person would wait for it.
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('hi');
    const menu = page.getByRole('combobox').first();
    await expect.poll(() => menu.inputValue()).toBe('hi');
    expect(await menu.locator('option').allInnerTexts()).toEqual(['English', 'हिन्दी', 'తెలుగు']);
    await shot(page, 'sign-in-hi-390px');
    await menu.selectOption('te');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('te');
    await shot(page, 'sign-in-te-390px');
    await menu.selectOption('en');
    await page.getByLabel('Email Address').waitFor();
    await context.close();
  });

  it("brings the script's own font with Hindi and Telugu, and none with English", async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), locale: 'en-IN', timezoneId: 'Asia/Kolkata', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const faces = () =>
      page.evaluate(() => {
        const families: string[] = [];
        document.fonts.forEach((face) => families.push(face.family.replace(/["']/g, '')));
        return families;
      });
    await page.goto('/login', { waitUntil: 'networkidle' });
    await page.getByLabel('Email Address').waitFor();
    expect((await faces()).filter((family) => family.startsWith('Noto Sans'))).toEqual([]);
    const menu = page.getByRole('combobox').first();
    await menu.selectOption('hi');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('hi');
    expect(await faces()).toContain('Noto Sans Devanagari');
    // Drawn with it: a lab PC without a Devanagari font of its own shows the words, not boxes.
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', 'हिन्दी'))).toBe(true);
    await menu.selectOption('te');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('te');
    expect(await faces()).toContain('Noto Sans Telugu');
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans Telugu"', 'తెలుగు'))).toBe(true);
    await menu.selectOption('en');
    await page.getByLabel('Email Address').waitFor();
    await context.close();
  });

  it('keeps the language a person chooses on their profile, so that it follows them to another browser', async () => {
    const person = await createPerson('employee');
    const first = await newPage(browser);
    await signIn(first.page, person.email, person.password);
    await first.page.waitForURL('**/employee/dashboard');
    await first.page.getByRole('combobox', { name: 'Language' }).selectOption('te');
    await expect.poll(() => first.page.evaluate(() => document.documentElement.lang)).toBe('te');
    const token = await tokenFor(person.email, person.password);
    await expect.poll(async () => (await api<{ data: { user: { language: string } } }>('GET', '/auth/me', token)).body.data.user.language).toBe('te');
    await first.context.close();

    // Another browser, English by its settings: the sign-in page is English, the portal is Telugu.
    const second = await newPage(browser);
    await signIn(second.page, person.email, person.password);
    await second.page.waitForURL('**/employee/dashboard');
    await expect.poll(() => second.page.evaluate(() => document.documentElement.lang)).toBe('te');
    await second.context.close();
  });

  for (const language of ['hi', 'te'] as const) {
    it(`shows every screen in ${language === 'hi' ? 'Hindi' : 'Telugu'} at 390 px with nothing wider than the screen`, async () => {
      for (const [role, who, id] of [
        ['employee', employee, () => employee.id],
        ['hod', hod, () => hod.id],
        ['admin', ADMIN, () => adminId],
      ] as const) {
        await setLanguage(who, id(), language);
        const { context, page } = await newPage(browser, { width: 390, height: 844 });
        await signIn(page, who.email, who.password);
        await page.waitForURL(`**/${role}/dashboard`);
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
        for (const screen of SCREENS[role]) {
          const where = `${role}/${screen} in ${language}`;
          await page.goto(`/${role}/${screen}`);
          await page.waitForLoadState('networkidle');
          await shot(page, `${role}-${screen}-${language}-390px`);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow, where).toBeLessThanOrEqual(0);
        }
        await context.close();
      }
      await setLanguage(ADMIN, adminId, 'en');
    });

    it(`leaves no English on the apply page in ${language === 'hi' ? 'Hindi' : 'Telugu'} but names, codes and other data`, async () => {
      await setLanguage(employee, employee.id, language);
      const { context, page } = await newPage(browser, { width: 390, height: 844 });
      await signIn(page, employee.email, employee.password);
      await page.waitForURL('**/employee/dashboard');
      await page.goto('/employee/apply-leave');
      await page.waitForLoadState('networkidle');
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
      // Data, not text of the app: the person's name and e-mail, the department, the leave types' codes, the
      // language menu's own names, and the file types a certificate may be. A type an admin added to the
      // policy (another test publishes 'exam') is the admin's words: its name and code; the allowance written
      // from its figures is domain's template, translated (docs/i18n.md).
      const policy = await api<{ data: { policy: { leaveTypes: { code: string; name: string }[] } } }>('GET', '/policy', await tokenFor(employee.email, employee.password));
      const added = policy.body.data.policy.leaveTypes.filter((type) => !['cl', 'scl', 'el', 'hpl', 'ccl'].includes(type.code));
      const data = [...added.flatMap((type) => [type.name, type.code.toUpperCase()]), employee.name, employee.email, CSE, 'CSE', 'English', 'CL', 'SCL', 'EL', 'HPL', 'CCL', 'HOD', 'PDF', 'JPEG', 'JPG', 'PNG', 'MB'];
      expect(await englishLeft(page, data)).toEqual([]);
      await context.close();
    });
  }
});
