/**
 * The return e-mails' choices without a database (docs/decisions.md "Returns"): which template each step sends
 * for each kind of return, and that every demo template names only placeholders its type knows, so the seed
 * never carries a template the console would refuse to save or a `{{…}}` the sender never fills.
 */
import { describe, expect, it } from 'vitest';
import { placeholderNames } from '../../src/domain/placeholders';
import { EMAIL_PLACEHOLDERS } from '../../src/domain/resources/shop/email-placeholders';
import { EmailTemplateType } from '../../src/domain/resources/shop/email-templates';
import { ReturnAction } from '../../src/domain/returns/codes';
import { EMAIL_TEMPLATES } from '../../server/demo/resources-shop-content';
import { declineReasonText, returnTemplate } from '../../server/returns/mail';

const chargeback = { ID: 1, Action: ReturnAction.Chargeback, QuantityVerified: false };
const counted = { ...chargeback, QuantityVerified: true };
const claim = { ID: 2, Action: ReturnAction.Replacement, QuantityVerified: true };
const exchange = { ID: 3, Action: ReturnAction.Exchange, QuantityVerified: false };

describe('the template of each step', () => {
  it('made: a claim is acknowledged as a claim, counted goods as received, any other as registered', () => {
    expect(returnTemplate('created', chargeback)).toBe(EmailTemplateType.ReturnRegistered);
    expect(returnTemplate('created', exchange)).toBe(EmailTemplateType.ReturnRegistered);
    expect(returnTemplate('created', counted)).toBe(EmailTemplateType.ReturnReceived);
    expect(returnTemplate('created', claim)).toBe(EmailTemplateType.ClaimReceived);
  });

  it('decided and after: 9, 10, 11, 13, 14; a declined claim 16, any other declined return 12; counted in later 8', () => {
    expect(returnTemplate('awaitingApproval', claim)).toBe(EmailTemplateType.ReturnAwaitingApproval);
    expect(returnTemplate('chargebackApproved', chargeback)).toBe(EmailTemplateType.RefundApproved);
    expect(returnTemplate('refunded', chargeback)).toBe(EmailTemplateType.RefundMade);
    expect(returnTemplate('replacementSent', claim)).toBe(EmailTemplateType.ReplacementSent);
    expect(returnTemplate('exchangeSent', exchange)).toBe(EmailTemplateType.ExchangeSent);
    expect(returnTemplate('declined', claim)).toBe(EmailTemplateType.ClaimDeclined);
    expect(returnTemplate('declined', chargeback)).toBe(EmailTemplateType.ReturnDeclined);
    expect(returnTemplate('declined', exchange)).toBe(EmailTemplateType.ReturnDeclined);
    expect(returnTemplate('received', chargeback)).toBe(EmailTemplateType.ReturnReceived);
  });

  it("a decline code reads in the customer's language, Swedish when the language is not there", () => {
    expect(declineReasonText('notReceived', 'en-GB')).toBe('Goods not received');
    expect(declineReasonText('notReceived', 'sv')).toBe('Varorna har inte kommit tillbaka');
    expect(declineReasonText('notReceived', 'fi')).toBe('Varorna har inte kommit tillbaka');
  });
});

describe('the demo templates', () => {
  it('name only placeholders their type knows, in every language', () => {
    for (const template of EMAIL_TEMPLATES) {
      const known = EMAIL_PLACEHOLDERS[template.type];
      expect(known, `type ${template.type}`).toBeDefined();
      const used = placeholderNames([...template.subject, ...template.body].join('\n'));
      expect(
        used.filter((name) => !known.includes(name)),
        `template ${template.type} ${template.name}`,
      ).toEqual([]);
    }
  });
});
