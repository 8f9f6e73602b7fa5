/**
 * The invoice PDF's time (issue 20 §4; README "Benchmarks"): `invoicePdf` (src/features/billing/server/pdf/letter.ts) over 200
 * runs of a typical invoice (12 lines, two VAT rates, Swedish letters and names outside WinAnsi), after one warm-up
 * run; prints the median, p95 and max in ms, the PDF's size and the process's CPU time. Goal: p95 ≤ 100 ms.
 * Run: `npx tsx bench/billing/invoice-pdf.ts [runs]`. Never part of `npm test`.
 */
import { invoicePdf, type InvoicePdfData } from '../../src/features/billing/server/pdf/letter';

const runs = Number(process.argv[2] ?? 200);
const lines = Array.from({ length: 12 }, (_, i) => ({
  sku: `IP${13 + (i % 3)}-PART-${100 + i}`,
  name: i % 2 ? 'Skärmskydd härdat glas, Żółć edition' : 'Batteri original kvalitet',
  quantity: 1 + (i % 3),
  unitPrice: (99 + i * 10).toFixed(2),
  vatRate: i % 4 === 0 ? '12.00' : '25.00',
  lineTotal: ((99 + i * 10) * (1 + (i % 3))).toFixed(2),
}));
const data: InvoicePdfData = {
  locale: 'sv',
  seller: {
    brandName: 'Mobilreservdelar.se',
    legalName: 'Reservdelar Norden AB',
    organisationNumber: '556677-8899',
    vatNumber: 'SE556677889901',
    street: 'Storgatan 1',
    postalCode: '111 22',
    city: 'Stockholm',
    paymentAccount: 'Bankgiro 5050-1055',
    email: 'kundtjanst@example.se',
    phone: '08-123 45 67',
  },
  recipient: ['Åsa Öberg-Łukasiewicz', 'Lillgatan 2 lgh 1101', '222 33 Malmö'],
  number: '500123',
  orderNumber: '104711',
  invoiceDate: '2026-11-27',
  dueDate: '2026-12-27',
  currency: 'SEK',
  lines,
  vat: [
    { rate: '25.00', base: '3000.00', vat: '750.00' },
    { rate: '12.00', base: '500.00', vat: '60.00' },
  ],
  subtotal: '3500.00',
  vatTotal: '810.00',
  total: '4310.00',
  paymentReference: '50012385',
};

const cpuStart = process.cpuUsage();
const first = performance.now();
const bytes = await invoicePdf(data);
const warmUp = performance.now() - first;
const times: number[] = [];
for (let i = 0; i < runs; i += 1) {
  const start = performance.now();
  await invoicePdf(data);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
const cpu = process.cpuUsage(cpuStart);
console.log(
  JSON.stringify({
    runs,
    warmUpMs: Math.round(warmUp),
    medianMs: +at(0.5).toFixed(1),
    p95Ms: +at(0.95).toFixed(1),
    maxMs: +times[times.length - 1].toFixed(1),
    bytes: bytes.length,
    cpuMsPerRun: +((cpu.user + cpu.system) / 1000 / (runs + 1)).toFixed(1),
  }),
);
