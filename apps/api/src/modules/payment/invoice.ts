// The tax invoice for a paid membership: a print-ready HTML page with the GST fields an Indian
// B2C invoice carries. Prices include GST at 18%.
import { formatIstLongDate, formatRupees } from '@rewards/api-contract';
import type { InvoiceSeller } from '../../config';
import { escapeHtml, htmlDocument } from '../../http/html';
import { gstBreakup, toRupees } from './rules';

/** SAC for online information and database access or retrieval services (a digital membership). */
export const MEMBERSHIP_SAC = '998439';
export const GST_RATE_PERCENT = 18;

export function invoiceNumber(activationId: number, issuedAt: Date): string {
  return `RC-${issuedAt.getUTCFullYear()}-${String(activationId).padStart(6, '0')}`;
}

export interface InvoiceInput {
  seller: InvoiceSeller;
  number: string;
  issuedAt: Date;
  orderId: string;
  buyer: { name: string; mobile: string | null; email: string | null; state: string | null };
  description: string;
  periodStart: Date;
  periodEnd: Date;
  totalPaise: number;
  codeNote: string | null;
}

const money = (paise: number) => escapeHtml(formatRupees(toRupees(paise)));

/** The page, with its style block allowed by `nonce` (the response's Content-Security-Policy). */
export function renderInvoice(input: InvoiceInput, nonce: string): string {
  const placeOfSupply = input.buyer.state ?? input.seller.state;
  const intraState = placeOfSupply === input.seller.state;
  const gst = gstBreakup(input.totalPaise, intraState);
  const half = GST_RATE_PERCENT / 2;
  const taxRows = intraState
    ? `<tr><th scope="row">CGST @ ${half}%</th><td>${money(gst.cgstPaise)}</td></tr><tr><th scope="row">SGST @ ${half}%</th><td>${money(gst.sgstPaise)}</td></tr>`
    : `<tr><th scope="row">IGST @ ${GST_RATE_PERCENT}%</th><td>${money(gst.igstPaise)}</td></tr>`;
  const e = escapeHtml;
  return htmlDocument({
    nonce,
    title: `Tax invoice ${e(input.number)}`,
    css: `
body{font-family:system-ui,sans-serif;color:#1a1a1a;margin:2rem auto;max-width:48rem;padding:0 1rem}
table{border-collapse:collapse;width:100%;margin:1rem 0}
th,td{border:1px solid #8a8a8a;padding:.4rem .6rem;text-align:left;vertical-align:top}
td.num,th.num{text-align:right}
.grid{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
.hint{color:#4a4a4a;font-size:.9rem}
@media print{.hint{display:none}body{margin:0}}
`,
    body: `<h1>Tax Invoice</h1>
<p class="hint">Use your browser's Print command to print this invoice or save it as a PDF.</p>
<div class="grid">
<section aria-labelledby="seller-h"><h2 id="seller-h">Seller</h2>
<p>${e(input.seller.name)}<br>${e(input.seller.address)}<br>GSTIN: <strong>${e(input.seller.gstin)}</strong><br>State: ${e(input.seller.state)}</p></section>
<section aria-labelledby="buyer-h"><h2 id="buyer-h">Billed to</h2>
<p>${e(input.buyer.name)}${input.buyer.mobile ? `<br>Mobile: +91 ${e(input.buyer.mobile)}` : ''}${input.buyer.email ? `<br>Email: ${e(input.buyer.email)}` : ''}<br>Place of supply: ${e(placeOfSupply)}</p></section>
</div>
<table>
<tbody>
<tr><th scope="row">Invoice number</th><td>${e(input.number)}</td></tr>
<tr><th scope="row">Invoice date</th><td>${e(formatIstLongDate(input.issuedAt))}</td></tr>
<tr><th scope="row">Order ID</th><td>${e(input.orderId)}</td></tr>
</tbody>
</table>
<table>
<thead><tr><th scope="col">Description</th><th scope="col">SAC</th><th scope="col" class="num">Taxable value</th></tr></thead>
<tbody><tr><td>${e(input.description)}<br><span class="hint">${e(formatIstLongDate(input.periodStart))} to ${e(formatIstLongDate(input.periodEnd))}</span>${input.codeNote ? `<br><span>${e(input.codeNote)}</span>` : ''}</td><td>${MEMBERSHIP_SAC}</td><td class="num">${money(gst.taxablePaise)}</td></tr></tbody>
</table>
<table>
<tbody>
<tr><th scope="row">Taxable value</th><td>${money(gst.taxablePaise)}</td></tr>
${taxRows}
<tr><th scope="row">Total (inclusive of GST)</th><td><strong>${money(gst.totalPaise)}</strong></td></tr>
</tbody>
</table>
<p>Amounts in Indian rupees (INR). This is a computer-generated invoice and needs no signature.</p>`,
  });
}
