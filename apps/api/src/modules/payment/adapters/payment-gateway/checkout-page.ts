// The sandbox's hosted checkout page: the amount in rupees, the usual Indian payment methods as
// tabs, and the three outcomes as buttons. Plain HTML that works without script; the script only
// switches tabs (each panel is visible without it).
import { formatRupees } from '@rewards/api-contract';
import { escapeHtml, htmlDocument } from '../../../../http/html';
import { toRupees } from '../../rules';

export const PAYMENT_METHODS = [
  { id: 'upi', label: 'UPI', hint: 'Pay with any UPI app (sandbox: no app opens).' },
  { id: 'card', label: 'Card', hint: 'Debit or credit card (sandbox: no card is charged).' },
  { id: 'netbanking', label: 'Net banking', hint: 'All major Indian banks (sandbox: no bank is contacted).' },
  { id: 'wallet', label: 'Wallet', hint: 'Popular wallets (sandbox: no wallet is debited).' },
] as const;

export interface CheckoutPageInput {
  paymentId: string;
  orderId: string;
  amountPaise: number;
  status: string;
  nonce: string;
}

export function checkoutPage({ paymentId, orderId, amountPaise, status, nonce }: CheckoutPageInput): string {
  const amount = escapeHtml(formatRupees(toRupees(amountPaise)));
  const open = status === 'CREATED' || status === 'PENDING';
  const action = `/nc/sandbox/checkout/${encodeURIComponent(paymentId)}`;
  const tabs = PAYMENT_METHODS.map(
    (method, index) =>
      `<button type="button" role="tab" id="tab-${method.id}" aria-controls="panel-${method.id}" aria-selected="${index === 0}" tabindex="${index === 0 ? 0 : -1}" data-method="${method.id}">${escapeHtml(method.label)}</button>`,
  ).join('');
  const panels = PAYMENT_METHODS.map(
    (method) => `<div role="tabpanel" id="panel-${method.id}" aria-labelledby="tab-${method.id}" tabindex="0"><p>${escapeHtml(method.hint)}</p></div>`,
  ).join('');
  return htmlDocument({
    title: `Sandbox checkout: pay ${amount}`,
    css: `
body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1a1a1a}
main{max-width:28rem;margin:2rem auto;background:#fff;padding:1.5rem;border-radius:.75rem;box-shadow:0 1px 4px rgba(0,0,0,.12)}
.sandbox{background:#fff4d6;border:1px solid #b58100;padding:.5rem .75rem;border-radius:.5rem}
.amount{font-size:2rem;font-weight:700;margin:.5rem 0}
[role=tablist]{display:flex;gap:.25rem;margin:1rem 0 .5rem;flex-wrap:wrap}
[role=tab]{padding:.5rem .75rem;border:1px solid #6b6b6b;background:#fff;border-radius:.5rem;cursor:pointer;font:inherit}
[role=tab][aria-selected=true]{background:#1a1a1a;color:#fff}
.outcomes{display:grid;gap:.5rem;margin-top:1rem}
.outcomes button{padding:.75rem;font:inherit;font-weight:600;border-radius:.5rem;border:2px solid #1a1a1a;cursor:pointer}
.success{background:#1b7f3b;color:#fff}.failure{background:#b3261e;color:#fff}.pending{background:#fff;color:#1a1a1a}
:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
`,
    nonce,
    body: `<main>
<p class="sandbox" role="note"><strong>Sandbox.</strong> No money moves. Choose the outcome to test.</p>
<h1>Pay ${amount}</h1>
<p class="amount" aria-label="Amount to pay ${amount}">${amount}</p>
<p>Order <code>${escapeHtml(orderId)}</code></p>
${
  open
    ? `<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="method" id="method" value="upi">
<h2 id="methods-heading">Payment method</h2>
<div role="tablist" aria-labelledby="methods-heading">${tabs}</div>
${panels}
<div class="outcomes">
<button class="success" type="submit" name="outcome" value="success">Simulate success</button>
<button class="failure" type="submit" name="outcome" value="failure">Simulate failure</button>
<button class="pending" type="submit" name="outcome" value="pending">Simulate pending</button>
</div>
</form>
<script nonce="${nonce}">
(function () {
  var tabs = Array.prototype.slice.call(document.querySelectorAll('[role=tab]'));
  var input = document.getElementById('method');
  function select(tab) {
    tabs.forEach(function (t) {
      var on = t === tab;
      t.setAttribute('aria-selected', String(on));
      t.tabIndex = on ? 0 : -1;
      document.getElementById(t.getAttribute('aria-controls')).hidden = !on;
    });
    input.value = tab.getAttribute('data-method');
  }
  tabs.forEach(function (tab, i) {
    tab.addEventListener('click', function () { select(tab); });
    tab.addEventListener('keydown', function (e) {
      var next = e.key === 'ArrowRight' ? tabs[(i + 1) % tabs.length] : e.key === 'ArrowLeft' ? tabs[(i + tabs.length - 1) % tabs.length] : null;
      if (next) { e.preventDefault(); next.focus(); select(next); }
    });
  });
  select(tabs[0]);
})();
</script>`
    : `<p role="status">This payment is already ${escapeHtml(status.toLowerCase())}.</p>`
}
</main>`,
  });
}
