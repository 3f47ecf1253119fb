// The tax invoice for a paid membership: a print-ready HTML page with the GST fields an Indian
// B2C invoice carries. Prices include GST at 18%.
import { formatIstLongDate, formatRupees } from '@rewards/api-contract';
import type { InvoiceSeller } from '../../config';
import type { AppDb } from '../../db/connection';
import { escapeHtml, htmlDocument } from '../../http/html';
import { PaymentRepository, type OrderRow, type PaymentUserRow } from './repository';
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

/**
 * The invoice of a PAID order (its activation numbers it), or undefined for any other order. One
 * builder for the page the member opens and the email the console resends, so both say the same.
 */
export async function invoiceInputFor(
  repository: PaymentRepository,
  seller: InvoiceSeller,
  user: Pick<PaymentUserRow, 'firstName' | 'lastName' | 'mobile' | 'email'>,
  order: OrderRow,
): Promise<InvoiceInput | undefined> {
  const activation = order.status === 'PAID' ? await repository.findActivation(order.id) : undefined;
  if (!activation) return undefined;
  const variant = await repository.findVariantById(order.variantId);
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || 'Member';
  return {
    seller,
    number: invoiceNumber(activation.id, activation.createdAt),
    issuedAt: activation.createdAt,
    orderId: order.id,
    buyer: { name, mobile: user.mobile, email: user.email, state: activation.placeOfSupply },
    description: `${variant?.displayName ?? 'Membership'} (${variant?.durationDays ?? ''} days)`,
    periodStart: activation.startDate,
    periodEnd: activation.endDate,
    totalPaise: order.amountPaise,
    codeNote: order.code ? `Code ${order.code} applied: ₹${toRupees(order.gcAmountPaise).toLocaleString('en-IN')} off` : null,
  };
}

/** For other modules (the console's resend): the invoice of the member's order `orderId`, read on `db`. */
export async function paidOrderInvoice(
  db: AppDb,
  seller: InvoiceSeller,
  user: Pick<PaymentUserRow, 'id' | 'firstName' | 'lastName' | 'mobile' | 'email'>,
  orderId: string,
): Promise<InvoiceInput | undefined> {
  const repository = new PaymentRepository(db);
  const order = await repository.findOrder(orderId);
  return order && order.userId === user.id ? invoiceInputFor(repository, seller, user, order) : undefined;
}

/**
 * The invoice as a plain-text email (the outbox's emails are plain text): the same fields and
 * figures as the page, with where the printable page is.
 */
export function invoiceEmail(input: InvoiceInput): { subject: string; text: string } {
  const placeOfSupply = input.buyer.state ?? input.seller.state;
  const intraState = placeOfSupply === input.seller.state;
  const gst = gstBreakup(input.totalPaise, intraState);
  const rupees = (paise: number) => formatRupees(toRupees(paise));
  const half = GST_RATE_PERCENT / 2;
  const taxLines = intraState
    ? [`CGST @ ${half}%: ${rupees(gst.cgstPaise)}`, `SGST @ ${half}%: ${rupees(gst.sgstPaise)}`]
    : [`IGST @ ${GST_RATE_PERCENT}%: ${rupees(gst.igstPaise)}`];
  return {
    subject: `Your Rewards Club tax invoice ${input.number}`,
    text: [
      `Hello ${input.buyer.name},`,
      'Here is the tax invoice for your membership, as you asked.',
      [
        'TAX INVOICE',
        `Invoice number: ${input.number}`,
        `Invoice date: ${formatIstLongDate(input.issuedAt)}`,
        `Order ID: ${input.orderId}`,
        `Seller: ${input.seller.name}, ${input.seller.address}`,
        `GSTIN: ${input.seller.gstin}`,
        `Billed to: ${input.buyer.name}`,
        `Place of supply: ${placeOfSupply}`,
      ].join('\n'),
      [
        `${input.description}, SAC ${MEMBERSHIP_SAC}`,
        `${formatIstLongDate(input.periodStart)} to ${formatIstLongDate(input.periodEnd)}`,
        ...(input.codeNote ? [input.codeNote] : []),
        `Taxable value: ${rupees(gst.taxablePaise)}`,
        ...taxLines,
        `Total (inclusive of GST): ${rupees(gst.totalPaise)}`,
      ].join('\n'),
      'Amounts in Indian rupees (INR). This is a computer-generated invoice and needs no signature. To print it or save it as a PDF, open the order in your account on the Rewards Club site.',
    ].join('\n\n'),
  };
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
