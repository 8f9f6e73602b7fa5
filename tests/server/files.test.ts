/**
 * Uploads and downloads (`/api/common/files`): the type comes from the content for images and PDF, SVG
 * is refused, other types only where a field accepts them, the limits of the field the upload is for, the
 * bytes stored once per content under FILES_DIR and answered with their type, name and nosniff.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredFile } from '../../src/domain/resources/types';
import { signedInApp, type TestApp } from './helpers';
import { PNG_BYTES } from './resources-samples';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  ({ t, admin } = await signedInApp(['admin']));
});
afterAll(() => t.close());

const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const JPEG_BYTES = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const SVG_BYTES = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
);

const FILES = '/api/common/files';
type Uploaded = StoredFile & { code?: number; fields?: Record<string, { id: string }> };

describe('upload', () => {
  it('stores a PNG (201 StoredFile), named by its SHA-256 under FILES_DIR, identical bytes once', async () => {
    const answer = await t.upload<Uploaded>(FILES, { bytes: PNG_BYTES, name: 'Logga Åkesson.png', type: 'image/png' }, { token: admin });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ ID: expect.any(Number), Name: 'Logga Åkesson.png', Type: 'image/png', Size: PNG_BYTES.length });
    const again = await t.upload<Uploaded>(FILES, { bytes: PNG_BYTES, name: 'copy.png', type: 'image/png' }, { token: admin });
    expect(again.body.ID).not.toBe(answer.body.ID);
    const sha = createHash('sha256').update(PNG_BYTES).digest('hex');
    const stored = (await readdir(t.config.filesDir)).filter((name) => !name.startsWith('.'));
    expect(stored).toEqual([sha]);
    expect(await readFile(join(t.config.filesDir, sha))).toEqual(PNG_BYTES);
  });

  it('takes the type from the content, not from the declared type or the name', async () => {
    const pdf = await t.upload<Uploaded>(FILES, { bytes: PDF_BYTES, name: 'faktura.png', type: 'image/png' }, { token: admin });
    expect(pdf.status).toBe(201);
    expect(pdf.body.Type).toBe('application/pdf');
    const jpeg = await t.upload<Uploaded>(FILES, { bytes: JPEG_BYTES, name: 'bild', type: 'application/octet-stream' }, { token: admin });
    expect(jpeg.body.Type).toBe('image/jpeg');
  });

  it('refuses SVG (scripts), content that is not the image or PDF it claims, and types nobody accepts', async () => {
    for (const [bytes, name, type] of [
      [SVG_BYTES, 'logo.svg', 'image/svg+xml'],
      [SVG_BYTES, 'logo.png', 'image/png'],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'x.pdf', 'application/pdf'],
      [Buffer.from('plain text'), 'notes.txt', 'text/plain'],
    ] as const) {
      const answer = await t.upload<Uploaded>(FILES, { bytes: bytes, name: name, type: type }, { token: admin });
      expect(answer.status, name).toBe(400);
      expect(answer.body.code).toBe(40001);
      expect(Object.keys(answer.body.fields!)).toEqual(['file']);
    }
    // Refused for a field too, whatever its accept says.
    const logo = await t.upload<Uploaded>(
      FILES,
      { bytes: SVG_BYTES, name: 'logo.svg', type: 'image/svg+xml' },
      { token: admin, fields: { resource: 'brands', field: 'Logo' } },
    );
    expect(logo.status).toBe(400);
  });

  it('applies the limits of the field the upload is for', async () => {
    // Brand logos take images only, up to 2 MB.
    expect(
      (
        await t.upload<Uploaded>(
          FILES,
          { bytes: PDF_BYTES, name: 'logo.pdf', type: 'application/pdf' },
          { token: admin, fields: { resource: 'brands', field: 'Logo' } },
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await t.upload<Uploaded>(
          FILES,
          { bytes: PNG_BYTES, name: 'logo.png', type: 'image/png' },
          { token: admin, fields: { resource: 'brands', field: 'Logo' } },
        )
      ).status,
    ).toBe(201);
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(2_000_001)]);
    const tooBig = await t.upload<Uploaded>(
      FILES,
      { bytes: big, name: 'huge.png', type: 'image/png' },
      { token: admin, fields: { resource: 'brands', field: 'Logo' } },
    );
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.fields!.file.id).toBe('validation.maxValue');
    // Without a field: images and PDF up to 10 MB.
    expect((await t.upload<Uploaded>(FILES, { bytes: big, name: 'huge.png', type: 'image/png' }, { token: admin })).status).toBe(201);
    const over = await t.upload<Uploaded>(
      FILES,
      { bytes: Buffer.concat([PNG_BYTES, Buffer.alloc(10_000_001)]), name: 'over.png', type: 'image/png' },
      { token: admin },
    );
    expect(over.status).toBe(400);

    expect(
      (
        await t.upload<Uploaded>(
          FILES,
          { bytes: PNG_BYTES, name: 'x.png', type: 'image/png' },
          { token: admin, fields: { resource: 'nothing', field: 'Logo' } },
        )
      ).body.fields,
    ).toHaveProperty('resource');
    expect(
      (
        await t.upload<Uploaded>(
          FILES,
          { bytes: PNG_BYTES, name: 'x.png', type: 'image/png' },
          { token: admin, fields: { resource: 'brands', field: 'Name' } },
        )
      ).body.fields,
    ).toHaveProperty('field');
    const support = await t.signIn('support');
    expect(
      (
        await t.upload<Uploaded>(
          FILES,
          { bytes: PNG_BYTES, name: 'x.png', type: 'image/png' },
          { token: support, fields: { resource: 'brands', field: 'Logo' } },
        )
      ).status,
    ).toBe(403);
  });

  it('refuses a request without a file, and one without a session', async () => {
    const form = new FormData();
    form.append('resource', 'brands');
    const none = await t.call('POST', '/api/common/files', { token: admin, form: new FormData() });
    expect(none.body.fields).toHaveProperty('file');
    expect((await t.call('POST', '/api/common/files', { form })).status).toBe(401);
  });
});

describe('download', () => {
  it('answers the bytes with their type, the name, nosniff; to any signed-in user', async () => {
    const stored = (
      await t.upload<Uploaded>(FILES, { bytes: PDF_BYTES, name: 'Villkor "2026".pdf', type: 'application/pdf' }, { token: admin })
    ).body;
    const catalog = await t.signIn('catalog');
    const response = await t.request('GET', `/api/common/files/${stored.ID}`, { token: catalog });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="Villkor 2026.pdf"; filename*=UTF-8''Villkor%202026.pdf`);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PDF_BYTES);
    expect((await t.call('GET', '/api/common/files/999999', { token: catalog })).status).toBe(404);
    expect((await t.request('GET', `/api/common/files/${stored.ID}`)).status).toBe(401);
  });

  it('resolves a file field to its StoredFile on the record', async () => {
    const logo = (
      await t.upload<Uploaded>(
        FILES,
        { bytes: PNG_BYTES, name: 'märke.png', type: 'image/png' },
        { token: admin, fields: { resource: 'brands', field: 'Logo' } },
      )
    ).body;
    const brand = await t.call('POST', '/api/product/brands', { token: admin, body: { Name: `Märke ${logo.ID}`, Logo: logo.ID } });
    expect(brand.body).toMatchObject({ Logo: logo.ID, LogoFile: logo });
    const missing = await t.call('POST', '/api/product/brands', { token: admin, body: { Name: 'Utan fil', Logo: 999_999 } });
    expect(missing.body.fields.Logo.id).toBe('validation.reference');
  });
});
