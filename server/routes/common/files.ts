/**
 * Uploads (`POST /api/common/files`, multipart: `file`, optional `resource` and `field` naming the file
 * field the upload is for) and downloads (`GET /api/common/files/{id}`). The type is taken from the
 * content for images and PDF, SVG is refused (it can carry scripts), other types only when the field's
 * `accept` lists them. Limits: the field's accept and maxBytes, else images and PDF up to 10 MB.
 */
import { eq } from 'drizzle-orm';
import { THUMBNAIL_TYPES } from '../../../src/domain/constants';
import { ErrorCode } from '../../../src/domain/errors';
import { can } from '../../../src/domain/permissions';
import { RESOURCES, resourceByName } from '../../../src/domain/resources';
import { issue } from '../../../src/domain/validation';
import { files } from '../../db/schema';
import { limitBodyTo, type BodyLimitRule } from '../../http/body-limit';
import { routeList, signedIn, type RouteDef } from '../../http/api-route';
import { ApiFailure, ERROR_TEXT, idParam } from '../../http/errors';
import { readBytes } from '../../resources/file-store';
import { storeFile } from '../../resources/stored-files';
import {
  accepts,
  cleanFileName,
  declaredType,
  DEFAULT_ACCEPT,
  DEFAULT_MAX_BYTES,
  SNIFFED_TYPES,
  sniffType,
  SVG_TYPE,
} from '../../resources/file-types';
import { thumbnailOf } from '../../resources/thumbnails';

/** Room for the multipart framing around the largest file any field accepts. */
const BODY_LIMIT =
  Math.max(
    DEFAULT_MAX_BYTES,
    ...RESOURCES.flatMap((def) => def.fields.filter((f) => f.kind === 'file').map((f) => f.maxBytes ?? DEFAULT_MAX_BYTES)),
  ) +
  64 * 1024;

/** An upload (`POST /api/common/files`) may be as large as the largest file a field accepts. */
export const FILE_BODY_LIMITS: BodyLimitRule = { path: /^\/api\/common\/files$/, maxSize: BODY_LIMIT };

const refuse = (part: string, message: string, found = issue('validation.type')) =>
  new ApiFailure(ErrorCode.BadRequest, `${ERROR_TEXT[ErrorCode.BadRequest]}: ${message}`, { [part]: found });

interface Limits {
  accept: readonly string[];
  maxBytes: number;
}

function limitsOf(role: number, resourceName: unknown, fieldKey: unknown): Limits {
  if (resourceName === undefined && fieldKey === undefined) return { accept: DEFAULT_ACCEPT, maxBytes: DEFAULT_MAX_BYTES };
  const def = typeof resourceName === 'string' ? resourceByName.get(resourceName) : undefined;
  if (!def) throw refuse('resource', 'unknown resource');
  const field = def.fields.find((f) => f.key === fieldKey && f.kind === 'file' && !f.computed);
  if (!field) throw refuse('field', 'not a file field of the resource');
  // Beyond the route's rule, which cannot name a resource: an upload for a resource's field needs its update permission.
  if (!can(role, ...def.permissions.update)) throw new ApiFailure(ErrorCode.Forbidden);
  return { accept: field.accept ?? DEFAULT_ACCEPT, maxBytes: field.maxBytes ?? DEFAULT_MAX_BYTES };
}

/** The type to store, or a refusal naming `file`. */
function checkedType(bytes: Uint8Array, declared: string, limits: Limits): string {
  const sniffed = sniffType(bytes);
  if (sniffed === SVG_TYPE || declared === SVG_TYPE) throw refuse('file', 'SVG files are not accepted (they can carry scripts)');
  if (!sniffed && SNIFFED_TYPES.has(declared)) throw refuse('file', `the content is not ${declared}`);
  const type = sniffed ?? declared;
  if (!type || !accepts(limits.accept, type))
    throw refuse('file', `${type || 'this type'} is not accepted here`, issue('validation.oneOf'));
  return type;
}

function contentDisposition(name: string, type: string): string {
  const inline = type.startsWith('image/') || type === 'application/pdf';
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function fileRoutes(): RouteDef[] {
  const routes = routeList();
  // Any signed-in user: an upload naming a resource field also needs that resource's update permission (limitsOf).
  const anyone = signedIn();

  routes.post('/files', anyone, limitBodyTo(BODY_LIMIT), async (c) => {
    const auth = c.get('auth');
    const { db, clock, config } = c.get('deps');
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw refuse('file', 'the body is not multipart/form-data');
    }
    const limits = limitsOf(auth.role, form.resource, form.field);
    const upload = form.file;
    if (!(upload instanceof File) || upload.size === 0) throw refuse('file', 'no file', issue('validation.required'));
    if (upload.size > limits.maxBytes)
      throw refuse('file', 'the file is too large', issue('validation.maxValue', { max: limits.maxBytes }));
    const bytes = new Uint8Array(await upload.arrayBuffer());
    const type = checkedType(bytes, declaredType(upload.type), limits);
    const stored = await db.transaction((tx) =>
      storeFile(tx, config.filesDir, { name: cleanFileName(upload.name), type, bytes }, { actorId: auth.id, now: clock.now() }),
    );
    return c.json(stored, 201);
  });

  routes.get('/files/:id{[0-9]+}', anyone, async (c) => {
    const { db, config } = c.get('deps');
    const [row] = await db
      .select()
      .from(files)
      .where(eq(files.id, idParam(c)));
    if (!row) throw new ApiFailure(ErrorCode.NotFound);
    const bytes = await readBytes(config.filesDir, row.sha256).catch(() => {
      throw new ApiFailure(ErrorCode.NotFound, 'The file is missing from the file store');
    });
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': row.type,
      'Content-Length': String(bytes.length),
      'Content-Disposition': contentDisposition(row.name, row.type),
      'X-Content-Type-Options': 'nosniff',
    });
  });

  // A small WebP of an image file, for lists and details (a PDF or other file has none: 40401).
  routes.get('/files/:id{[0-9]+}/thumbnail', anyone, async (c) => {
    const { db, config, logger } = c.get('deps');
    const [row] = await db
      .select()
      .from(files)
      .where(eq(files.id, idParam(c)));
    if (!row) throw new ApiFailure(ErrorCode.NotFound);
    if (!THUMBNAIL_TYPES.has(row.type)) throw new ApiFailure(ErrorCode.NotFound, 'The file is not an image and has no thumbnail');
    let bytes: Buffer;
    try {
      bytes = await thumbnailOf(config.filesDir, row.sha256);
    } catch (error) {
      // A missing original, or bytes that were sniffed as an image but do not decode.
      logger.warn('no thumbnail', { id: row.id, error: error instanceof Error ? error.message : String(error) });
      throw new ApiFailure(ErrorCode.NotFound, 'The image cannot be read, so it has no thumbnail');
    }
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'image/webp',
      'Content-Length': String(bytes.length),
      'Cache-Control': 'private, max-age=86400, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  return routes.list;
}
