/**
 * Names instead of ids where people read them (issue 19 §3), against the real API and the demo returns: in the
 * returns list every column that refers to a record (order, customer, creator) reads as that record's title
 * and never as a bare number, "Skapad av" names the colleague; a return is titled by its number in its detail;
 * a chargeback's return column and its title read as the return's number, not an order's id.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resourceByName } from '../../src/domain/resources';
import { refersToRecord } from '../../src/domain/resources/kinds';
import { renderApp, resetApp } from './app-render';
import { rowsOf, useListViewport } from './resource-helpers';
import { signInAs, useTestServer } from './server';

const server = useTestServer();
useListViewport();
beforeEach(resetApp);
vi.setConfig({ testTimeout: 60_000 });

const RETURN_NUMBER = /^R\d{4,}$/;

/** The Swedish labels of a list's columns that hold another record's id, from the declaration. */
function referenceColumns(name: string): string[] {
  return resourceByName
    .get(name)!
    .fields.filter((f) => f.list && refersToRecord(f))
    .map((f) => f.key);
}

interface Row {
  ID: number;
  [key: string]: unknown;
}

async function firstRecord(path: string): Promise<Row> {
  const token = await server.current.signIn('admin');
  return (await server.current.call('GET', `${path}?limit=1`, { token })).body.data[0] as Row;
}

async function openList(path: string, name: string) {
  await signInAs(server.current, 'admin');
  const rendered = renderApp(path);
  const grid = await screen.findByRole('grid', { name }, { timeout: 30_000 });
  await waitFor(() => expect(rowsOf(grid).length).toBeGreaterThan(0));
  return { ...rendered, grid };
}

describe('names instead of ids', () => {
  it('the returns list names its orders, customers and creators; a return is titled by its number', async () => {
    expect(referenceColumns('returns')).toEqual(expect.arrayContaining(['OrderID', 'CustomerID', 'CreatedBy']));
    const first = await firstRecord('/api/shop/returns');
    const { user, grid } = await openList('/shop/returns', 'Returer');
    const row = rowsOf(grid)[0];
    await waitFor(() => expect(row).toHaveTextContent('Johan Nilsson'));
    // The order column reads as the order's number, not its id.
    const token = await server.current.signIn('admin');
    const order = (await server.current.call('GET', `/api/shop/orders/${String(first.OrderID)}`, { token })).body as Row;
    await waitFor(() => expect(row).toHaveTextContent(String(order.Number)));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: RETURN_NUMBER })).toHaveTextContent(String(first.Number));
    const detail = screen.getByRole('region', { name: String(first.Number) });
    await waitFor(() => expect(within(detail).getAllByText('Johan Nilsson').length).toBeGreaterThan(0));
  });

  it("a chargeback's return column and its title read as the return's number, not an order's id", async () => {
    const first = await firstRecord('/api/shop/chargebacks');
    const { user, grid } = await openList('/shop/chargebacks', 'Återbetalningar');
    const token = await server.current.signIn('admin');
    const number = String((await server.current.call('GET', `/api/shop/returns/${String(first.ReturnID)}`, { token })).body.Number);
    expect(number).toMatch(RETURN_NUMBER);
    const row = rowsOf(grid)[0];
    await waitFor(() => expect(row).toHaveTextContent(number));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: number })).toBeInTheDocument();
    expect(first.ReturnID).toEqual(expect.any(Number));
  });

  it('a reference in a record’s detail is a link to that record, followed by Tab and Enter; none reads as a bare id', async () => {
    const invoice = await firstRecord('/api/shop/invoices');
    const token = await server.current.signIn('admin');
    const order = (await server.current.call('GET', `/api/shop/orders/${String(invoice.OrderID)}`, { token })).body as Row;
    const customer = (await server.current.call('GET', `/api/shop/customers/${String(invoice.CustomerID)}`, { token })).body as Row;
    await signInAs(server.current, 'admin');
    const { user } = renderApp(`/shop/invoices/${invoice.ID}`);
    const orderLink = await screen.findByRole('link', { name: String(order.Number) }, { timeout: 30_000 });
    expect(orderLink).toHaveAttribute('href', `/shop/orders/${order.ID}`);
    const customerLink = await screen.findByRole('link', { name: String(customer.Name) });
    expect(customerLink).toHaveAttribute('href', `/shop/customers/${customer.ID}`);
    // The detail never shows a referenced record as its id, neither before its name arrives nor after.
    expect(document.body.textContent).not.toMatch(new RegExp(`#${String(invoice.OrderID)}\\b`));
    orderLink.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: String(order.Number) })).toBeInTheDocument();
  });

  it('a country reads by its name in the reader’s language, not its code', async () => {
    const customer = await firstRecord('/api/shop/customers');
    const token = await server.current.signIn('admin');
    const countries = (await server.current.call('GET', '/api/common/countries', { token })).body.data as { Code: string; Name: string }[];
    const name = countries.find((c) => c.Code === customer.Country)!.Name;
    await signInAs(server.current, 'admin');
    renderApp(`/shop/customers/${customer.ID}`);
    const detail = await screen.findByRole('region', { name: String(customer.Name) }, { timeout: 30_000 });
    const country = within(detail).getByText('Land').closest('div')!;
    await waitFor(() => expect(country).toHaveTextContent(name));
    expect(country).not.toHaveTextContent(new RegExp(`\\b${String(customer.Country)}\\b`));
  });
});
