import { describe, expect, it } from 'vitest';
import { supportContacts } from './supportContacts';

const page = (...texts: string[]) => ({ sections: [{ heading: 'Contact us', paragraphs: texts, items: [] }] });

describe('supportContacts', () => {
  it.each([
    { name: 'an e-mail address', texts: ['Write to care@primerewards.example any time.'], expected: [{ kind: 'email', label: 'care@primerewards.example', href: 'mailto:care@primerewards.example' }] },
    { name: 'a toll-free number', texts: ['Call 1800 102 3456 (9 am to 9 pm).'], expected: [{ kind: 'phone', label: '1800 102 3456', href: 'tel:18001023456' }] },
    { name: 'a mobile with +91', texts: ['WhatsApp us on +91 98765 43210.'], expected: [{ kind: 'phone', label: '+91 98765 43210', href: 'tel:+919876543210' }] },
    {
      name: 'both, in the order written',
      texts: ['Call 1800-102-3456 or mail help@site.example'],
      expected: [
        { kind: 'phone', label: '1800-102-3456', href: 'tel:18001023456' },
        { kind: 'email', label: 'help@site.example', href: 'mailto:help@site.example' },
      ],
    },
    { name: 'the same address twice, once', texts: ['help@site.example', 'Again: help@site.example'], expected: [{ kind: 'email', label: 'help@site.example', href: 'mailto:help@site.example' }] },
    { name: 'no contacts', texts: ['We answer within two working days.'], expected: [] },
    { name: 'an order number is not a phone number', texts: ['Quote your order 12345678901234.'], expected: [] },
  ])('$name', ({ texts, expected }) => {
    expect(supportContacts(page(...texts))).toEqual(expected);
  });

  it('reads list items too', () => {
    expect(supportContacts({ sections: [{ heading: null, paragraphs: [], items: ['E-mail: care@site.example'] }] })).toHaveLength(1);
  });
});
