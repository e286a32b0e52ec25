// @vitest-environment jsdom
/**
 * The panel's side of the event stream (src/editor/app/client.ts): the token goes in a header,
 * never in an address; each connection of the stream is opened with a fresh ticket, and a
 * dropped one is opened again with a new ticket (the server takes each ticket once).
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API, TOKEN_HEADER } from '../../../src/editor/protocol';

/** A stand-in for the browser's EventSource: records its address, and the test makes it speak. */
class FakeSource extends EventTarget {
  static all: FakeSource[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeSource.all.push(this);
  }
  close() {
    this.closed = true;
  }
}

const calls: { url: string; method: string; token: string | null }[] = [];
let tickets = 0;

let client: ReturnType<typeof import('../../../src/editor/app/client').httpBackend>;

beforeAll(async () => {
  history.replaceState(null, '', '/__editor/#token=the-token');
  vi.stubGlobal('EventSource', FakeSource);
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, method: init.method ?? 'GET', token: new Headers(init.headers).get(TOKEN_HEADER) });
    return Promise.resolve(new Response(JSON.stringify({ ticket: `ticket-${++tickets}` }), { status: 200 }));
  });
  client = (await import('../../../src/editor/app/client')).httpBackend();
});

afterEach(() => {
  vi.useRealTimers();
});

/** The stream's latest connection. */
function last(): FakeSource {
  const source = FakeSource.all.at(-1);
  if (!source) throw new Error('No connection was opened.');
  return source;
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('the event stream', () => {
  it('opens with a ticket got with the token in its header; the token is in no address', async () => {
    vi.useFakeTimers();
    expect(location.hash).toBe('');
    const events = client.events();
    await flush();
    expect(calls.at(-1)).toEqual({ url: `${API}/ticket`, method: 'POST', token: 'the-token' });
    const source = last();
    expect(source.url).toBe(`${API}/events?ticket=ticket-${tickets}`);
    const heard: string[] = [];
    events.addEventListener('changed', (e) => heard.push((e as MessageEvent<string>).data));
    source.dispatchEvent(new MessageEvent('changed', { data: '{"files":["site.yaml"]}' }));
    expect(heard).toEqual(['{"files":["site.yaml"]}']);
    events.close();
    expect(source.closed).toBe(true);
    for (const c of [...calls, ...FakeSource.all]) expect(c.url).not.toContain('the-token');
  });

  it('a dropped connection is closed and opened again with a new ticket; after close(), never again', async () => {
    vi.useFakeTimers();
    const events = client.events();
    await flush();
    const first = last();
    const heard: string[] = [];
    events.addEventListener('changed', (e) => heard.push((e as MessageEvent<string>).data));
    first.dispatchEvent(new Event('error'));
    expect(first.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    const second = last();
    expect(second).not.toBe(first);
    expect(second.url).not.toBe(first.url);
    expect(second.url).toBe(`${API}/events?ticket=ticket-${tickets}`);
    second.dispatchEvent(new MessageEvent('changed', { data: 'again' }));
    expect(heard).toEqual(['again']);
    events.close();
    const count = FakeSource.all.length;
    second.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(FakeSource.all.length).toBe(count);
  });
});
