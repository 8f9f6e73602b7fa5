/**
 * A product's images beyond the generated engine tests: one image of a type per product (SPEC.md), the
 * thumbnail the server makes of an uploaded image (and refuses for a PDF), and images going with their
 * product when it is deleted.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newFile, newProduct, signedInApp, type TestApp } from './helpers';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  ({ t, admin } = await signedInApp(['admin']));
});
afterAll(() => t.close());

/** A 1200×800 photo-like PNG. */
function photo(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .png()
    .toBuffer();
}

describe('product images', () => {
  it('allow one image of each type per product, and name Type when a second one is refused', async () => {
    const product = (await newProduct(t, admin)).ID;
    const file = await newFile(t, admin, { bytes: await photo(), name: 'framsida.png', type: 'image/png' });
    const add = (type: number) =>
      t.call('POST', '/api/product/images', { token: admin, body: { ProductID: product, File: file, Type: type } });
    expect((await add(9)).status).toBe(201);
    expect((await add(12)).status).toBe(201);
    const again = await add(9);
    expect(again.status).toBe(409);
    expect(Object.keys(again.body.fields)).toEqual(['Type']);
    const listed = await t.call('GET', `/api/product/images?ProductID=${product}`, { token: admin });
    expect(listed.body.data.map((i: { Type: number }) => i.Type).sort()).toEqual([12, 9].sort());
    // Another product may have the same type.
    expect(
      (
        await t.call('POST', '/api/product/images', {
          token: admin,
          body: { ProductID: (await newProduct(t, admin)).ID, File: file, Type: 9 },
        })
      ).status,
    ).toBe(201);
  });

  it('go with their product when it is deleted', async () => {
    const product = (await newProduct(t, admin)).ID;
    const file = await newFile(t, admin, { bytes: await photo(), name: 'sida.png', type: 'image/png' });
    const image = await t.call('POST', '/api/product/images', { token: admin, body: { ProductID: product, File: file, Type: 4 } });
    expect(image.status).toBe(201);
    const { Version } = (await t.call('GET', `/api/product/items/${product}`, { token: admin })).body;
    expect((await t.call('DELETE', `/api/product/items/${product}?version=${Version}`, { token: admin })).status).toBe(204);
    expect((await t.call('GET', `/api/product/images/${image.body.ID}`, { token: admin })).status).toBe(404);
  });
});

describe('thumbnails', () => {
  it('are WebP images at most 320 pixels on the longer side, the same bytes when asked again', async () => {
    const file = await newFile(t, admin, { bytes: await photo(), name: 'stor.png', type: 'image/png' });
    const first = await t.request('GET', `/api/common/files/${file}/thumbnail`, { token: admin });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await first.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([320, 213]);
    const second = await t.request('GET', `/api/common/files/${file}/thumbnail`, { token: admin });
    expect(Buffer.from(await second.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('are not made of a PDF (40401), nor for a caller without a session (40101)', async () => {
    const pdf = await newFile(t, admin, {
      bytes: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
      name: 'villkor.pdf',
      type: 'application/pdf',
    });
    const refused = await t.call('GET', `/api/common/files/${pdf}/thumbnail`, { token: admin });
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe(40401);
    expect((await t.call('GET', `/api/common/files/${pdf}/thumbnail`)).status).toBe(401);
  });
});
