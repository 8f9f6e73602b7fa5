/**
 * A message from an e-mail template (the email-templates resource, issue 9 §6): the active template of the
 * type for the store, else the active one for every store (no store); its subject and body in the locale,
 * each falling back to Swedish, with the placeholders filled (placeholders.ts). No template: 42201, which
 * names the type and the store (docs/decisions.md "Outgoing e-mail").
 */
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { ErrorCode } from '../../src/domain/errors';
import { DEFAULT_LOCALE } from '../../src/domain/constants';
import { emailPlaceholders } from '../../src/domain/resources/shop/email-placeholders';
import { emailTemplates } from '../db/schema';
import type { Executor } from '../db/types';
import { ApiFailure } from '../http/errors';
import { fillHtml, fillText, type TemplateValues } from './placeholders';
import { textOfHtml } from './text';

export interface RenderRequest {
  /** The template type (src/domain/resources/shop/email-templates.ts EmailTemplateType). */
  templateType: number;
  /** The storefront the message is for; null: only a template for every store will do. */
  storeId: number | null;
  /** The recipient's language (`sv`, `en`, `en-GB`); a text missing in it is taken in Swedish. */
  locale: string;
  values: TemplateValues;
}

export interface RenderedMail {
  /** The template used. */
  templateId: number;
  /** The locale whose texts were used for the body (the asked one, or sv when the template lacks it). */
  locale: string;
  subject: string;
  html: string;
  text: string;
}

/** The text of a translations value in `locale`, else in Swedish, else ''. */
function inLocale(value: unknown, locale: string): { text: string; locale: string } {
  const texts = (value ?? {}) as Record<string, string | undefined>;
  const language = locale.slice(0, 2).toLowerCase();
  for (const code of [locale, language, DEFAULT_LOCALE]) {
    const text = texts[code];
    if (typeof text === 'string' && text.trim() !== '') return { text, locale: code };
  }
  return { text: '', locale: DEFAULT_LOCALE };
}

function templateMissing(templateType: number, storeId: number | null): ApiFailure {
  const where = storeId == null ? 'for all stores' : `for store ${storeId} or for all stores`;
  return new ApiFailure(ErrorCode.MailTemplateMissing, `There is no active e-mail template of type ${templateType} ${where}`);
}

/** An active template as stored: its texts per locale, not yet filled. */
export interface StoredTemplate {
  id: number;
  /** Its type, which names the placeholders it may hold (src/domain/resources/shop/email-placeholders.ts). */
  templateType: number;
  subject: unknown;
  body: unknown;
}

/**
 * The template a message of the type for the store is made from: the store's own active one, else the active one
 * for every store; null when there is none. A sender of many messages (a newsletter) reads it once per store.
 */
export async function activeTemplate(tx: Executor, templateType: number, storeId: number | null): Promise<StoredTemplate | null> {
  const [template] = await tx
    .select({
      id: emailTemplates.ID,
      templateType: emailTemplates.TemplateType,
      subject: emailTemplates.Subject,
      body: emailTemplates.Body,
    })
    .from(emailTemplates)
    .where(
      and(
        eq(emailTemplates.TemplateType, templateType),
        eq(emailTemplates.Active, true),
        storeId == null ? isNull(emailTemplates.StoreID) : or(eq(emailTemplates.StoreID, storeId), isNull(emailTemplates.StoreID)),
      ),
    )
    // The store's own first, then the shared one; the oldest of equals, so the choice is stable.
    .orderBy(sql`${emailTemplates.StoreID} is null`, asc(emailTemplates.ID))
    .limit(1);
  return template ? { ...template, templateType: Number(template.templateType) } : null;
}

/** A template's subject and body in the locale (each falling back to Swedish), its type's placeholders filled. */
export function fillTemplate(template: StoredTemplate, locale: string, values: TemplateValues): RenderedMail {
  const subject = inLocale(template.subject, locale);
  const body = inLocale(template.body, locale);
  const declared = emailPlaceholders(template.templateType);
  const { text: html } = fillHtml(body.text, declared, values);
  return {
    templateId: template.id,
    locale: body.locale,
    subject: fillText(subject.text, declared, values).text.trim(),
    html,
    text: textOfHtml(html),
  };
}

export async function renderTemplate(tx: Executor, request: RenderRequest): Promise<RenderedMail> {
  const { templateType, storeId, locale, values } = request;
  const template = await activeTemplate(tx, templateType, storeId);
  if (!template) throw templateMissing(templateType, storeId);
  return fillTemplate(template, locale, values);
}
