/**
 * AI product texts (issue 8 §3): the provider's status with and without AI_BASE_URL/AI_API_KEY/AI_MODEL,
 * generation through the real `openai` client against a chat-completions server started in this process (the
 * request it received: model, key, the filled prompt), approval writing the product's translation, refused
 * while the text holds a prohibited word and with 40901 when the product moved on, a provider failure (500,
 * no answer in time) storing nothing, one active prompt per language and field, and who may do what.
 */
import { runDueJobs } from '../../server/jobs';
import { silentLogger } from '../../server/logger';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { productCompletions } from '../../server/db/schema';
import { DEMO_COMPLETION_MODEL, DEMO_PROHIBITED_WORDS } from '../../server/demo/resources-completions';
import { descriptionHtml } from '../../src/domain/resources/product/completion-texts';
import { newProduct, signedInApp, type TestApp } from './helpers';
import { uniqueToken } from './resources-samples';

interface Received {
  path: string;
  authorization: string | undefined;
  body: { model: string; messages: { role: string; content: string }[] };
}

/** A chat-completions endpoint: answers `answer` (or fails as `mode` says) and keeps every request. */
class FakeProvider {
  server!: Server;
  received: Received[] = [];
  answer = 'Testsvar';
  mode: 'ok' | 'error' | 'slow' = 'ok';

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    // The client keeps its connection open between requests: Node's 5 s keep-alive would close an idle one just
    // as a busy machine's next request reuses it (a reset, "could not be reached"); close() ends them all.
    this.server.keepAliveTimeout = 120_000;
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  private async handle(req: IncomingMessage, res: import('node:http').ServerResponse): Promise<void> {
    let text = '';
    for await (const chunk of req) text += chunk;
    this.received.push({ path: `${req.method} ${req.url}`, authorization: req.headers.authorization, body: JSON.parse(text) });
    if (this.mode === 'error') {
      res
        .writeHead(500, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'model overloaded', type: 'server_error' } }));
      return;
    }
    // Longer than the client waits: its timeout on the socket (a real one) runs on the real clock, which no fake
    // clock of the app reaches.
    if (this.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 5000));
    if (res.destroyed) return;
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(
      JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion',
        created: 1_700_000_000,
        model: 'fake-model-1',
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: this.answer } }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
    );
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

let t: TestApp;
let admin: string;
let baseUrl: string;
const provider = new FakeProvider();
const PROMPT = 'Skriv ett produktnamn för {sku} från {brand}, nu: {name}.';

/** Far above what the local provider takes on a busy machine; the timeout test sets its own 1 s. */
const TIMEOUT_MS = 60_000;
const configure = (timeoutMs = TIMEOUT_MS) => {
  t.config.ai = { baseUrl, apiKey: 'test-key', model: 'test-model', timeoutMs };
};

beforeAll(async () => {
  baseUrl = await provider.start();
  ({ t, admin } = await signedInApp(['admin']));
  configure();
  await onlyPrompt('sv', 'Name', PROMPT);
});

/** Deactivates the active prompts of a language and field and, given a text, makes it the active one. */
async function onlyPrompt(locale: string, field: string, prompt?: string): Promise<void> {
  const active = await t.call('GET', `/api/product/completion-prompts?Locale=${locale}&Field=${field}&Active=true`, { token: admin });
  for (const found of active.body.data) {
    expect(
      (await t.call('PUT', `/api/product/completion-prompts/${found.ID}`, { token: admin, body: { ...found, Active: false } })).status,
    ).toBe(200);
  }
  if (!prompt) return;
  const created = await t.call('POST', '/api/product/completion-prompts', {
    token: admin,
    body: { Title: 'Test', Locale: locale, Field: field, Prompt: prompt, Active: true },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
}
afterAll(async () => {
  await t.close();
  await provider.close();
});
beforeEach(() => {
  configure();
  provider.mode = 'ok';
  provider.answer = `Laddare ${uniqueToken()}`;
  provider.received = [];
});

const generate = (productIds: number[], token = admin, field = 'Name', locales = ['sv']) =>
  t.call('POST', '/api/product/completions/generate', { token, body: { productIds, locales, field } });

const completionsOf = async (productId: number) =>
  (await t.call('GET', `/api/product/completions?ProductID=${productId}&limit=50`, { token: admin })).body.data as Record<string, any>[];

describe('configuration', () => {
  it('says whether a provider is configured, never its key or address', async () => {
    const on = await t.call('GET', '/api/product/completions/status', { token: admin });
    expect(on.body).toEqual({ configured: true, model: 'test-model' });
    t.config.ai = null;
    const off = await t.call('GET', '/api/product/completions/status', { token: admin });
    expect(off.body).toEqual({ configured: false, model: null });
  });

  it('answers "not configured" to a generate request without a provider, and stores nothing', async () => {
    const product = await newProduct(t, admin, { Name: { sv: 'Testladdare', en: 'Test charger' } });
    t.config.ai = null;
    const refused = await generate([product.ID]);
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ code: 50302, message: 'AI texts are not configured: set AI_BASE_URL, AI_API_KEY and AI_MODEL' });
    expect(provider.received).toHaveLength(0);
    expect(await completionsOf(product.ID)).toEqual([]);
  });
});

describe('generation', () => {
  it('sends the filled prompt to the configured model and stores a waiting completion with the snapshot', async () => {
    const product = await newProduct(t, admin, { Name: { sv: 'Gammalt namn', en: 'Test charger' } });
    const answer = await generate([product.ID]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.created).toHaveLength(1);
    expect(provider.received).toHaveLength(1);
    const [request] = provider.received;
    expect(request.path).toBe('POST /v1/chat/completions');
    expect(request.authorization).toBe('Bearer test-key');
    expect(request.body.model).toBe('test-model');
    const filled = `Skriv ett produktnamn för ${product.Sku} från -, nu: Gammalt namn.`;
    expect(request.body.messages.at(-1)).toEqual({ role: 'user', content: filled });
    expect(request.body.messages[0].role).toBe('system');
    expect(request.body.messages[0].content).toContain('Swedish');
    const [stored] = await completionsOf(product.ID);
    expect(stored).toMatchObject({
      ID: answer.body.created[0],
      Locale: 'sv',
      Field: 'Name',
      Text: provider.answer,
      Before: 'Gammalt namn',
      Status: 1,
      Prompt: filled,
      Model: 'fake-model-1',
    });
    const [event] = (await t.call('GET', `/api/product/completions/${stored.ID}/history`, { token: admin })).body.data;
    expect(event.Action).toBe('create');
  });

  it('replaces the waiting proposal of the same product, language and field when generating again', async () => {
    const product = await newProduct(t, admin, { Name: { sv: 'Testladdare', en: 'Test charger' } });
    const first = (await generate([product.ID])).body.created[0];
    const second = (await generate([product.ID])).body.created[0];
    const byId = new Map((await completionsOf(product.ID)).map((c) => [c.ID, c.Status]));
    expect(byId.get(first)).toBe(4);
    expect(byId.get(second)).toBe(1);
  });

  it('refuses a language without an active prompt and unknown products before calling the model', async () => {
    const product = await newProduct(t, admin, { Name: { sv: 'Testladdare', en: 'Test charger' } });
    await onlyPrompt('en', 'Name');
    const noPrompt = await generate([product.ID], admin, 'Name', ['sv', 'en']);
    expect(noPrompt.status).toBe(400);
    expect(noPrompt.body.message).toBe('No active prompt for Name in en: add one under /product/completion-prompts');
    expect(noPrompt.body.fields).toHaveProperty('locales');
    const unknown = await generate([2_000_000_000]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toHaveProperty('productIds');
    expect((await generate([])).status).toBe(400);
    expect((await generate(Array.from({ length: 1001 }, (_, i) => i + 1))).body.fields).toHaveProperty('productIds');
    expect(
      (
        await t.call('POST', '/api/product/completions/generate', {
          token: admin,
          body: { productIds: [product.ID], locales: ['de'], field: 'Name' },
        })
      ).body.fields,
    ).toHaveProperty('locales');
    expect(
      (
        await t.call('POST', '/api/product/completions/generate', {
          token: admin,
          body: { productIds: [product.ID], locales: ['sv'], field: 'Sku' },
        })
      ).body.fields,
    ).toHaveProperty('field');
    expect(provider.received).toHaveLength(0);
  });

  it('answers a provider failure (500) with a clear error and stores nothing', async () => {
    const product = await newProduct(t, admin, { Name: { sv: 'Testladdare', en: 'Test charger' } });
    provider.mode = 'error';
    const failed = await generate([product.ID]);
    expect(failed.status).toBe(502);
    expect(failed.body).toEqual({ code: 50201, message: 'The AI provider refused the request (HTTP 500)' });
    expect(await completionsOf(product.ID)).toEqual([]);
  });

  it('gives up on a provider that does not answer in time, and stores nothing', async () => {
    const product = await newProduct(t, admin, { Name: { sv: 'Testladdare', en: 'Test charger' } });
    provider.mode = 'slow';
    configure(1000);
    try {
      const failed = await generate([product.ID]);
      expect(failed.status).toBe(502);
      expect(failed.body).toEqual({ code: 50201, message: 'The AI provider did not answer within 1 s' });
      expect(await completionsOf(product.ID)).toEqual([]);
    } finally {
      configure();
    }
  });
});

describe('approval', () => {
  it("writes the text into the product's translation in the same go, audited on both", async () => {
    const product = await newProduct(t, admin, { Name: { sv: 'Testladdare', en: 'Test charger' } });
    const [id] = (await generate([product.ID])).body.created;
    const completion = (await t.call('GET', `/api/product/completions/${id}`, { token: admin })).body;
    const approved = await t.call('POST', `/api/product/completions/${id}/approve`, {
      token: admin,
      body: { Version: completion.Version },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.Status).toBe(2);
    const after = (await t.call('GET', `/api/product/items/${product.ID}`, { token: admin })).body;
    expect(after.Name).toEqual({ sv: provider.answer, en: 'Test charger' });
    expect(after.Version).toBe(product.Version + 1);
    const [event] = (await t.call('GET', `/api/product/items/${product.ID}/history`, { token: admin })).body.data;
    expect(event).toMatchObject({ Action: 'update', Changes: [{ Field: 'Name' }] });
  });

  it('writes a description as paragraphs of the rich text', async () => {
    const product = await newProduct(t, admin, { Name: { sv: 'Testladdare', en: 'Test charger' } });
    await onlyPrompt('en', 'Description', 'Describe {name} ({sku}): {description}');
    provider.answer = 'First part.\n\nSecond <part> & more.';
    const [id] = (await generate([product.ID], admin, 'Description', ['en'])).body.created;
    const completion = (await t.call('GET', `/api/product/completions/${id}`, { token: admin })).body;
    expect(
      (await t.call('POST', `/api/product/completions/${id}/approve`, { token: admin, body: { Version: completion.Version } })).status,
    ).toBe(200);
    const after = (await t.call('GET', `/api/product/items/${product.ID}`, { token: admin })).body;
    expect(after.Description.en).toBe(descriptionHtml(provider.answer));
    expect(after.Description.en).toBe('<p>First part.</p><p>Second &lt;part&gt; &amp; more.</p>');
    expect(provider.received[0].body.messages.at(-1)!.content).toBe(`Describe Test charger (${product.Sku}): -`);
  });

  it('is refused, naming the word, while the text holds a prohibited word of its language', async () => {
    const word = `förbjudet${uniqueToken().toLowerCase()}`;
    const added = await t.call('POST', '/api/product/prohibited-words', { token: admin, body: { Word: word, Locale: 'sv' } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const product = await newProduct(t, admin, { Name: { sv: 'Testladdare', en: 'Test charger' } });
    provider.answer = `Laddare ${word.toUpperCase()}!`;
    const [id] = (await generate([product.ID])).body.created;
    const completion = (await t.call('GET', `/api/product/completions/${id}`, { token: admin })).body;
    const refused = await t.call('POST', `/api/product/completions/${id}/approve`, { token: admin, body: { Version: completion.Version } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(`The text holds the prohibited word "${word}"; it cannot be approved`);
    expect(refused.body.fields.Text).toMatchObject({ id: 'validation.prohibitedWord', values: { word } });
    expect((await t.call('GET', `/api/product/completions/${id}`, { token: admin })).body.Status).toBe(1);
    expect((await t.call('GET', `/api/product/items/${product.ID}`, { token: admin })).body.Name.sv).toBe('Testladdare');

    // Taken out of the text, the word no longer stands in the way.
    const edited = await t.call('PUT', `/api/product/completions/${id}`, {
      token: admin,
      body: { Text: 'Laddare utan ordet', Version: completion.Version },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(
      (await t.call('POST', `/api/product/completions/${id}/approve`, { token: admin, body: { Version: edited.body.Version } })).status,
    ).toBe(200);
    expect((await t.call('GET', `/api/product/items/${product.ID}`, { token: admin })).body.Name.sv).toBe('Laddare utan ordet');
    const decided = (await t.call('GET', `/api/product/completions/${id}`, { token: admin })).body;
    expect(
      (await t.call('PUT', `/api/product/completions/${id}`, { token: admin, body: { Text: 'Sent', Version: decided.Version } })).status,
    ).toBe(409);
    // The word inside a longer word is no match.
    provider.answer = `Laddare ${word}a`;
    const [other] = (await generate([product.ID])).body.created;
    const next = (await t.call('GET', `/api/product/completions/${other}`, { token: admin })).body;
    expect(
      (await t.call('POST', `/api/product/completions/${other}/approve`, { token: admin, body: { Version: next.Version } })).status,
    ).toBe(200);
  });

  it('is refused with 40901 when the product text changed since the proposal, and writes neither', async () => {
    const product = await newProduct(t, admin, { Name: { sv: 'Testladdare', en: 'Test charger' } });
    const [id] = (await generate([product.ID])).body.created;
    const moved = await t.call('PUT', `/api/product/items/${product.ID}`, {
      token: admin,
      body: { ...product, Name: { sv: 'Ändrat av någon', en: 'Test charger' } },
    });
    expect(moved.status).toBe(200);
    const completion = (await t.call('GET', `/api/product/completions/${id}`, { token: admin })).body;
    const refused = await t.call('POST', `/api/product/completions/${id}/approve`, { token: admin, body: { Version: completion.Version } });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(40901);
    expect((await t.call('GET', `/api/product/completions/${id}`, { token: admin })).body.Status).toBe(1);
    expect((await t.call('GET', `/api/product/items/${product.ID}`, { token: admin })).body.Name.sv).toBe('Ändrat av någon');
  });

  it('is declined with a reason', async () => {
    const product = await newProduct(t, admin, { Name: { sv: 'Testladdare', en: 'Test charger' } });
    const [id] = (await generate([product.ID])).body.created;
    const completion = (await t.call('GET', `/api/product/completions/${id}`, { token: admin })).body;
    expect(
      (await t.call('POST', `/api/product/completions/${id}/decline`, { token: admin, body: { Version: completion.Version } })).status,
    ).toBe(400);
    const declined = await t.call('POST', `/api/product/completions/${id}/decline`, {
      token: admin,
      body: { Version: completion.Version, Reason: 'Fel ton' },
    });
    expect(declined.body.Status).toBe(3);
  });
});

describe('prompts', () => {
  it('keeps one active prompt per language and field: activating one deactivates the other, and knows its placeholders', async () => {
    const [first] = (await t.call('GET', '/api/product/completion-prompts?Locale=sv&Field=Name&Active=true', { token: admin })).body.data;
    const second = await t.call('POST', '/api/product/completion-prompts', {
      token: admin,
      body: { Title: 'Två', Locale: 'sv', Field: 'Name', Prompt: 'Namn för {sku}', Active: true },
    });
    expect(second.status).toBe(201);
    const active = (await t.call('GET', '/api/product/completion-prompts?Locale=sv&Field=Name&Active=true', { token: admin })).body.data;
    expect(active.map((p: { ID: number }) => p.ID)).toEqual([second.body.ID]);
    const [event] = (await t.call('GET', `/api/product/completion-prompts/${first.ID}/history`, { token: admin })).body.data;
    expect(event).toMatchObject({ Action: 'update', Changes: [{ Field: 'Active', Before: true, After: false }] });
    // Back to this file's prompt.
    const again = (await t.call('GET', `/api/product/completion-prompts/${first.ID}`, { token: admin })).body;
    expect(
      (await t.call('PUT', `/api/product/completion-prompts/${first.ID}`, { token: admin, body: { ...again, Active: true } })).status,
    ).toBe(200);
    expect((await t.call('GET', `/api/product/completion-prompts/${second.body.ID}`, { token: admin })).body.Active).toBe(false);
    const unknown = await t.call('POST', '/api/product/completion-prompts', {
      token: admin,
      body: { Title: 'Tre', Locale: 'sv', Field: 'Name', Prompt: 'Namn för {colour}', Active: false },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields.Prompt).toMatchObject({ id: 'validation.promptPlaceholder', values: { placeholder: '{colour}' } });
  });
});

describe('demo data', () => {
  it('has an active prompt per language and field, prohibited words, and at most 50 waiting demo proposals', async () => {
    for (const locale of ['sv', 'en']) {
      for (const field of ['Name', 'Description']) {
        // (This file's own prompts replaced the Swedish and English ones it needed; the demo's are still there.)
        const all = (await t.call('GET', `/api/product/completion-prompts?Locale=${locale}&Field=${field}&limit=50`, { token: admin })).body
          .data;
        expect(all.length).toBeGreaterThan(0);
      }
      const words = (await t.call('GET', `/api/product/prohibited-words?Locale=${locale}&limit=50`, { token: admin })).body.data;
      expect(words.map((w: { Word: string }) => w.Word)).toEqual(expect.arrayContaining([...DEMO_PROHIBITED_WORDS[locale as 'sv' | 'en']]));
    }
    const rows = await t.db
      .select({ model: productCompletions.Model, status: productCompletions.Status })
      .from(productCompletions)
      .where(eq(productCompletions.Model, DEMO_COMPLETION_MODEL));
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThanOrEqual(50);
    expect(rows.every((row) => row.status === 1)).toBe(true);
  });
});

describe('permissions', () => {
  it('lets a viewer see but not generate, approve or edit prompts and words; a product manager may', async () => {
    const product = await newProduct(t, admin, { Name: { sv: 'Testladdare', en: 'Test charger' } });
    const [id] = (await generate([product.ID])).body.created;
    const support = await t.signIn('support');
    expect((await t.call('GET', `/api/product/completions/${id}`, { token: support })).status).toBe(200);
    expect((await t.call('GET', '/api/product/completions/status', { token: support })).status).toBe(200);
    expect((await generate([product.ID], support)).status).toBe(403);
    expect((await t.call('POST', `/api/product/completions/${id}/approve`, { token: support, body: { Version: 1 } })).status).toBe(403);
    expect((await t.call('POST', '/api/product/prohibited-words', { token: support, body: { Word: 'x', Locale: 'sv' } })).status).toBe(403);
    expect(
      (
        await t.call('POST', '/api/product/completion-prompts', {
          token: support,
          body: { Title: 'x', Locale: 'sv', Field: 'Name', Prompt: 'x', Active: false },
        })
      ).status,
    ).toBe(403);
    const catalog = await t.signIn('catalog');
    const generated = await generate([product.ID], catalog);
    expect(generated.status).toBe(200);
    const completion = (await t.call('GET', `/api/product/completions/${generated.body.created[0]}`, { token: catalog })).body;
    expect(
      (await t.call('POST', `/api/product/completions/${completion.ID}/approve`, { token: catalog, body: { Version: completion.Version } }))
        .status,
    ).toBe(200);
  });
});

describe('generating for a selection', () => {
  it('is a job: queued at once, run by a server process with its own provider settings, each text waiting for approval', async () => {
    const [first, second] = [
      await newProduct(t, admin, { Name: { sv: 'Kabel A', en: 'Test charger' } }),
      await newProduct(t, admin, { Name: { sv: 'Kabel B', en: 'Test charger' } }),
    ];
    const saved = { AI_BASE_URL: process.env.AI_BASE_URL, AI_API_KEY: process.env.AI_API_KEY, AI_MODEL: process.env.AI_MODEL };
    Object.assign(process.env, { AI_BASE_URL: baseUrl, AI_API_KEY: 'test-key', AI_MODEL: 'test-model' });
    try {
      const queued = await generate([first.ID, second.ID]);
      expect(queued.status, JSON.stringify(queued.body)).toBe(202);
      expect(provider.received).toHaveLength(0);
      await runDueJobs(t.jobs, 'texts-test', { logger: silentLogger });
      const job = await t.call('GET', `/api/common/jobs/${queued.body.jobId}`, { token: admin });
      expect(job.body, JSON.stringify(job.body)).toMatchObject({
        Status: 'succeeded',
        ProgressDone: 2,
        ProgressTotal: 2,
        Result: { created: 2, total: 2 },
      });
      expect(provider.received).toHaveLength(2);
      for (const product of [first, second]) expect((await completionsOf(product.ID)).map((c) => c.Status)).toEqual([1]);
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  });

  it('is refused at once when a product is unknown, and queues nothing', async () => {
    const product = await newProduct(t, admin, { Name: { sv: 'Testladdare', en: 'Test charger' } });
    const refused = await generate([product.ID, 2_000_000_000]);
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toHaveProperty('productIds');
  });
});
