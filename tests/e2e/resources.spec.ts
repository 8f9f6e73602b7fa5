import { readFile } from 'node:fs/promises';
import { apiCall, expect, signedIn, t, test, tf } from './support';

/** The smallest valid PNG (1×1, transparent). */
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test('an administrator works the FAQ from the keyboard alone: filter, move, open, edit, save, history', async ({ page }) => {
  await signedIn(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: t('screens.ShopDash') })).toBeVisible();

  // The palette opens the list.
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog', { name: t('commands.palette.title') })).toBeVisible();
  await page.keyboard.type(t('screens.SettingFaqIndex'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/setting\/faq$/);
  const list = page.getByRole('grid', { name: t('resources.faq.other') });
  await expect(list.getByRole('row').first()).toBeVisible();

  // `/` filters; the filter lands in the URL and narrows the list.
  await page.keyboard.press('/');
  await page.keyboard.type('order');
  await expect(page).toHaveURL(/[?&]q=order/);
  await expect(list.getByRole('row')).toHaveCount(2);

  // ArrowDown enters the list; j and k move; Enter opens the record beside the list.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('j');
  await page.keyboard.press('k');
  await page.keyboard.press('j');
  const second = list.getByRole('row').nth(1);
  await expect(second).toBeFocused();
  await expect(second).toContainText('Kan jag ändra eller avbryta min order?');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/setting\/faq\/\d+\?q=order$/);
  await expect(page.getByRole('heading', { name: 'Kan jag ändra eller avbryta min order?' })).toBeVisible();
  // The record beside the list has the keyboard: j/k move between records from here.
  await expect(page.locator('[data-pane="detail"]')).toBeFocused();

  // e edits; Ctrl+S saves and says so.
  await page.keyboard.press('e');
  const question = page.getByLabel(tf('resource.form.inLocale', { field: t('fields.Question'), locale: t('resource.locale.sv') }));
  await expect(question).toBeVisible();
  await question.focus();
  await page.keyboard.press('End');
  await page.keyboard.type(' Ring oss');
  await page.keyboard.press('Control+s');
  await expect(page.getByText(t('errors.saved'))).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kan jag ändra eller avbryta min order? Ring oss' })).toBeVisible();

  // The history tab says who changed what.
  const historyTab = page.getByRole('tab', { name: t('resource.detail.history') });
  await historyTab.focus();
  await page.keyboard.press('Enter');
  const history = page.getByRole('tabpanel');
  await expect(history).toContainText('Astrid Bergström');
  await expect(history).toContainText(t('resource.history.update'));
  await expect(history).toContainText('Kan jag ändra eller avbryta min order? Ring oss');

  // Esc goes back to the filtered list.
  await page.getByRole('tab', { name: t('resource.detail.details') }).focus();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/setting\/faq\?q=order$/);

  // A long question stays inside the form's header: cut with an ellipsis, the whole of it in the tooltip.
  const long = `Kan jag ändra eller avbryta min order? Ring oss${' eller skriv till kundtjänst via formuläret'.repeat(4)}`;
  await page.keyboard.press('e');
  await expect(question).toBeVisible();
  await question.focus();
  await page.keyboard.press('End');
  await page.keyboard.type(' eller skriv till kundtjänst via formuläret'.repeat(4));
  await page.keyboard.press('Control+s');
  // The record's own heading, not the form's "Redigerar …" that holds the same words until the save is through.
  await expect(page.getByRole('heading', { name: long, exact: true })).toBeVisible();
  await page.keyboard.press('e');
  const heading = page.getByRole('heading', { level: 2, name: tf('resource.form.editing', { title: long }) });
  await expect(heading).toBeVisible();
  const text = heading.getByTitle(tf('resource.form.editing', { title: long }));
  const sizes = await text.evaluate((element) => {
    const header = element.closest('header')!;
    return {
      text: [element.scrollWidth, element.clientWidth],
      header: [header.scrollWidth, header.clientWidth],
      pane: header.parentElement!.clientWidth,
    };
  });
  expect(sizes.text[0]).toBeGreaterThan(sizes.text[1]);
  expect(sizes.header[0]).toBeLessThanOrEqual(sizes.header[1]);
  await expect(page.getByRole('button', { name: t('resource.action.save') })).toBeInViewport();
});

test('a product manager selects tags with x and shift+j, exports them as CSV and deletes them', async ({ page }) => {
  await signedIn(page, 'catalog');
  await expect(page.getByRole('heading', { level: 1, name: t('screens.ProductItemIndex') })).toBeVisible();

  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog', { name: t('commands.palette.title') })).toBeVisible();
  await page.keyboard.type(t('screens.ProductTagIndex'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product\/tags$/);
  const list = page.getByRole('grid', { name: t('resources.tags.other') });
  await expect(list.getByRole('row').first()).toBeVisible();

  // Three tags of this run's own (the demo products carry every demo tag, and a tag in use is not deleted).
  const prefix = `Rea ${Date.now().toString(36)}`;
  for (const letter of ['A', 'B', 'C']) {
    const created = await apiCall(page, 'POST', '/product/tags', { Name: `${prefix} ${letter}`, Visible: true });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
  }
  const count = page.getByText(/^\d+ poster$/);

  // / into the filter, the run's prefix, into the list; x selects the first row, shift+j twice extends it.
  await page.keyboard.press('/');
  await page.keyboard.type(prefix);
  await expect(count).toHaveText('3 poster');
  const total = 3;
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('x');
  await page.keyboard.press('Shift+J');
  await page.keyboard.press('Shift+J');
  await expect(list.locator('[role="row"][aria-selected="true"]')).toHaveCount(3);
  const names = await list.locator('[role="row"][aria-selected="true"]').allInnerTexts();
  const bar = page.getByRole('toolbar', { name: t('resource.bulk.label') });
  await expect(bar).toContainText('3');

  // Export the selection: a semicolon-separated CSV with a header row and one line per record.
  const downloading = page.waitForEvent('download');
  await bar.getByRole('button', { name: t('resource.bulk.export') }).focus();
  await page.keyboard.press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^tags-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(csv[0].split(';')[0]).toBe('ID');
  expect(csv).toHaveLength(4);
  for (const [i, line] of csv.slice(1).entries()) expect(line).toContain(names[i].split('\n')[0].trim());

  // # deletes the selection after asking: Cancel has the focus (Enter keeps everything); Tab then Enter deletes.
  await list.getByRole('row', { selected: true }).first().focus();
  await page.keyboard.press('#');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: t('resource.action.cancel') })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(count).toHaveText(`${total - 3} poster`);
  for (const name of names) await expect(list.getByText(name.split('\n')[0].trim(), { exact: true })).toHaveCount(0);
  await expect(list.locator('[role="row"][aria-selected="true"]')).toHaveCount(0);
});

test('an administrator downloads a document file through the signed-in client', async ({ page }) => {
  await signedIn(page, 'manager');
  await expect(page.getByRole('heading', { level: 1, name: t('screens.ShopDash') })).toBeVisible();
  await page.goto('/shop/documents');
  const list = page.getByRole('grid', { name: t('resources.documents.other') });
  await list.getByRole('row').first().focus();
  await page.keyboard.press('Enter');
  const link = page.getByRole('link', { name: /\.pdf/ }).first();
  await expect(link).toBeVisible();
  const downloading = page.waitForEvent('download');
  await link.focus();
  await page.keyboard.press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test("a product manager sees a product's images as thumbnails made on the server, and adds one of a new type", async ({ page }) => {
  await signedIn(page, 'catalog');
  await expect(page.getByRole('heading', { level: 1, name: t('screens.ProductItemIndex') })).toBeVisible();
  const { json } = await apiCall(page, 'GET', '/product/images?Type=9&limit=1');
  const [image] = (json as { data: { ProductID: number }[] }).data;
  await page.goto(`/product/items/${image.ProductID}`);
  const detail = page.locator('[data-pane="detail"]');
  await detail.getByRole('tab', { name: t('resources.productImages.other'), exact: true }).click();
  const grid = detail.getByRole('grid', { name: t('resources.productImages.other') });
  await expect(grid.getByRole('row')).toHaveCount(2);
  // A row is named by its type as the reader's language says it, not by the type's code.
  await expect(grid.getByRole('row').first()).toContainText(t('enums.imageType.12'));
  const thumbnails = grid.getByRole('img');
  await expect(thumbnails).toHaveCount(2);
  // Each thumbnail is a real picture the browser decoded, no larger than the server makes them.
  for (const img of await thumbnails.all()) {
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    expect(await img.evaluate((el: HTMLImageElement) => Math.max(el.naturalWidth, el.naturalHeight))).toBeLessThanOrEqual(320);
  }

  // n adds an image: the file chosen, uploaded with progress, the type picked; Mod+S saves it.
  await grid.getByRole('row').first().focus();
  await page.keyboard.press('n');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: t('resource.file.choose') }).click();
  await (await chooser).setFiles({ name: 'zoom.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(dialog.getByText('zoom.png')).toBeVisible();
  await dialog.getByRole('button', { name: new RegExp(t('resources.productImages.Type')) }).click();
  await page.getByRole('option', { name: t('enums.imageType.1'), exact: true }).click();
  await page.keyboard.press('Control+s');
  await expect(dialog).toBeHidden();
  await expect(grid.getByRole('row')).toHaveCount(3);
  await expect(grid.getByRole('img')).toHaveCount(3);
});

test('a product manager approves two pending product changes with x, shift+j and a, and sees a product change before → after', async ({
  page,
}) => {
  await signedIn(page, 'catalog');
  await expect(page.getByRole('heading', { level: 1, name: t('screens.ProductItemIndex') })).toBeVisible();
  await page.goto('/product/changes?Status=1');
  const list = page.getByRole('grid', { name: t('resources.productChanges.other') });
  await expect(list.getByRole('row').first()).toBeVisible();
  const count = page.getByText(/^\d+ poster$/);
  const before = Number((await count.innerText()).split(' ')[0]);
  const { json } = await apiCall(page, 'GET', '/product/changes?Status=1&limit=2');
  const [first, second] = (json as { data: { ID: number; ProductID: number; Field: string; After: string }[] }).data;

  await list.getByRole('row').first().focus();
  await page.keyboard.press('x');
  await page.keyboard.press('Shift+J');
  await expect(list.locator('[role="row"][aria-selected="true"]')).toHaveCount(2);
  await page.keyboard.press('a');
  await expect(count).toHaveText(`${before - 2} poster`);
  for (const change of [first, second]) {
    const product = (await apiCall(page, 'GET', `/product/items/${change.ProductID}`)).json as Record<string, unknown>;
    expect(JSON.stringify(product[change.Field])).toBe(JSON.stringify(JSON.parse(change.After)));
  }

  // A change's detail reads both values as the product's field does.
  await page.goto(`/product/changes/${first.ID}`);
  const diff = page.getByRole('region', { name: t('resources.productChanges.diff') });
  await expect(diff.getByText(t('resources.productChanges.After'))).toBeVisible();
  await expect(diff.getByText(t('resources.productChanges.Before'))).toBeVisible();
});

test('a product manager imports products from the keyboard: a bad line is listed, the fixed file applied with its progress', async ({
  page,
}) => {
  await signedIn(page, 'catalog');
  await expect(page.getByRole('heading', { level: 1, name: t('screens.ProductItemIndex') })).toBeVisible();
  // The palette opens the import screen.
  await page.keyboard.press('Control+k');
  await page.keyboard.type(t('screens.ProductItemImport'));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: t('screens.ProductItemImport') })).toBeVisible();

  const run = Date.now().toString(36).toUpperCase();
  const lines = (bad: boolean) =>
    [
      'Sku;Name_sv;PurchasePrice;Weight',
      ...Array.from({ length: 1200 }, (_, i) => `E2E-${run}-${i};Importerad produkt ${i};${10 + (i % 50)},50;${i % 2 ? '' : 40}`),
      ...(bad ? [`E2E-${run}-X;Fel vikt;12,00;tung`] : []),
    ].join('\r\n');
  const choose = async (name: string, text: string) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: new RegExp(`^(${t('imports.chooseFile')}|${t('imports.otherFile')})$`) }).focus();
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
    await expect(page.getByText(new RegExp(`^${name}`))).toBeVisible();
    await page.getByRole('button', { name: t('imports.check') }).focus();
    await page.keyboard.press('Enter');
  };

  await choose('produkter-fel.csv', lines(true));
  await expect(page.getByRole('status').filter({ hasText: /^1 rad har fel\./ })).toBeVisible();
  const problems = page.getByRole('table');
  await expect(problems.getByRole('row')).toHaveCount(2);
  await expect(problems.getByRole('row').nth(1)).toContainText('1202');
  await expect(problems.getByRole('row').nth(1)).toContainText('Weight');
  await expect(page.getByRole('button', { name: t('imports.apply') })).toHaveCount(0);

  await choose('produkter.csv', lines(false));
  await expect(page.getByRole('status').filter({ hasText: t('imports.status.checked') })).toBeVisible();
  await page.getByRole('button', { name: t('imports.apply'), exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('progressbar', { name: tf('imports.applying', { file: 'produkter.csv' }) })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: t('imports.status.applied') })).toBeVisible({ timeout: 60_000 });
  const { json } = await apiCall(page, 'GET', `/product/items?q=E2E-${run}-1199`);
  expect((json as { data: { Name: { sv: string } }[] }).data[0].Name.sv).toBe('Importerad produkt 1199');
});

test('a pricing manager evaluates a dynamic price list from the keyboard: how many products match and their prices, before saving', async ({
  page,
}) => {
  await signedIn(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: t('screens.ShopDash') })).toBeVisible();
  await page.keyboard.press('Control+k');
  await page.keyboard.type(t('screens.ProductPriceListIndex'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product\/price-lists/);
  const list = page.getByRole('grid', { name: t('resources.priceLists.other') });
  await expect(list.getByRole('row').first()).toBeVisible();
  await page.keyboard.press('/');
  await page.keyboard.type('Konsument reservdelar');
  await expect(list.getByRole('row')).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Konsument reservdelar +35 %' })).toBeVisible();

  // e opens the form; Evaluate prices what the form holds, with the server's own count.
  await page.keyboard.press('e');
  const form = page.getByRole('region', { name: tf('resource.form.editing', { title: 'Konsument reservdelar +35 %' }) });
  await expect(form).toBeVisible();
  const { json } = await apiCall(page, 'GET', '/product/price-lists?q=Konsument%20reservdelar');
  const saved = (json as { data: Record<string, unknown>[] }).data[0];
  const expected = (
    await apiCall(page, 'POST', '/product/price-lists/evaluate', {
      Rules: saved.Rules,
      MarkUpType: saved.MarkUpType,
      MarkUpAbsolute: saved.MarkUpAbsolute,
      MarkUpPercentage: saved.MarkUpPercentage,
    })
  ).json as { count: number };
  expect(expected.count).toBeGreaterThan(0);
  await form.getByRole('button', { name: t('priceLists.preview.evaluate') }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByText(new RegExp(`^${expected.count} produkter? matchar$`))).toBeVisible();
  const table = form.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  // Price = purchase price + 35 %, as the list's mark-up says.
  const cells = await table.getByRole('row').nth(1).getByRole('cell').allInnerTexts();
  const amount = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
  expect(amount(cells[3])).toBeCloseTo(Math.round(amount(cells[2]) * 135) / 100, 2);
  // Nothing was saved: Esc leaves the untouched form without asking.
  await expect(form.getByRole('button', { name: t('priceLists.preview.evaluate') })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/product\/price-lists\/\d+\?q=[^&]+$/);
  await expect(page.getByRole('region', { name: 'Konsument reservdelar +35 %' })).toBeVisible();
});

test('tabbing through the price-list rule builder moves only the form, never the page', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 700 });
  await signedIn(page, 'admin');
  const { json } = await apiCall(page, 'GET', '/product/price-lists?q=Konsument%20reservdelar');
  const list = (json as { data: { ID: number }[] }).data[0];
  await page.goto(`/product/price-lists/${list.ID}?edit=1`);
  const form = page.getByRole('region', { name: tf('resource.form.editing', { title: 'Konsument reservdelar +35 %' }) });
  await expect(form).toBeVisible();
  const builder = form.locator('[data-field="Rules"]');
  await builder.locator('button, input').first().focus();
  /** The page's scroll and every element around the form (the shell, the panes) scrolled away from its start. */
  const pageScroll = () =>
    page.evaluate(() => {
      const region = document.querySelector('[data-field="Rules"]')!.closest('[role="region"]')!;
      const around = [document.scrollingElement!, ...document.querySelectorAll('*')].filter(
        (el) => el !== region && el.contains(region) && (el.scrollTop > 0 || el.scrollLeft > 0),
      );
      return [window.scrollY, ...around.map((el) => `${el.tagName}.${el.className} ${el.scrollTop}`)];
    });
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    expect(await pageScroll(), `after Tab ${i + 1}`).toEqual([0]);
  }
});
