/**
 * Shop content (server/content): what the storefronts show (pages, widgets, strings, documents, redirects,
 * deals) and what the shop sends and prints (e-mail templates, newsletters, print templates).
 */
import { defineFeature } from '../../domain/feature';
import { pages } from '../../domain/resources/shop/pages';
import { widgets } from '../../domain/resources/shop/widgets';
import { strings } from '../../domain/resources/shop/strings';
import { documents } from '../../domain/resources/shop/documents';
import { redirects } from '../../domain/resources/shop/redirects';
import { deals } from '../../domain/resources/shop/deals';
import { emailTemplates } from '../../domain/resources/shop/email-templates';
import { newsletters } from '../../domain/resources/shop/newsletters';
import { prints } from '../../domain/resources/shop/prints';

export const contentFeature = defineFeature({
  name: 'content',
  resources: [pages, widgets, strings, documents, redirects, deals, emailTemplates, newsletters, prints],
  menu: [
    { area: 'shop', rank: 140, resource: 'pages' },
    { area: 'shop', rank: 150, resource: 'widgets' },
    { area: 'shop', rank: 160, resource: 'strings' },
    { area: 'shop', rank: 170, resource: 'documents' },
    { area: 'shop', rank: 200, resource: 'deals' },
    { area: 'shop', rank: 210, resource: 'redirects' },
    // Shop content the spec names without routes (docs/decisions.md "Screens and routes").
    { area: 'shop', rank: 230, resource: 'email-templates' },
    { area: 'shop', rank: 250, resource: 'newsletters' },
    { area: 'shop', rank: 260, resource: 'prints' },
  ],
  jobs: [{ value: 'newsletter-send', label: 'enums.jobKind.newsletterSend' }],
});
