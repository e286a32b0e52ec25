import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatTemplate, chatUrl, fillTemplate, openChat, shortChatUrl } from '../../src/services/chat';

describe('chat links', () => {
  it('URL-encodes the message and carries the number', () => {
    expect(chatUrl('254712345678', "Hi team, I'm interested in Bamboo & Co?")).toBe(
      "https://api.whatsapp.com/send?phone=254712345678&text=Hi%20team%2C%20I'm%20interested%20in%20Bamboo%20%26%20Co%3F",
    );
    expect(shortChatUrl('254712345678', 'a b')).toBe('https://wa.me/254712345678?text=a%20b');
  });

  it('fills {placeholders} and leaves unknown ones', () => {
    expect(fillTemplate('Buy {productName} now {x}', { productName: 'Bamboo Bag' })).toBe('Buy Bamboo Bag now {x}');
  });

  it('picks a template by name, else the general one, else an empty text', () => {
    expect(chatTemplate({ general: 'G', bulkQuote: 'B' }, 'bulkQuote')).toBe('B');
    expect(chatTemplate({ general: 'G' }, 'bulkQuote')).toBe('G');
    expect(chatTemplate({}, 'bulkQuote')).toBe('');
  });
});

describe('openChat', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens a new tab and cuts its opener', () => {
    const tab = { opener: {} };
    const open = vi.fn(() => tab);
    const assign = vi.fn();
    vi.stubGlobal('window', { open, location: { assign } });
    openChat('254700000001', 'Hello');
    expect(open).toHaveBeenCalledWith('https://api.whatsapp.com/send?phone=254700000001&text=Hello', '_blank');
    expect(tab.opener).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('goes to the short link in the same window when the tab is blocked', () => {
    const assign = vi.fn();
    vi.stubGlobal('window', { open: () => null, location: { assign } });
    openChat('254700000001', 'Hello');
    expect(assign).toHaveBeenCalledWith('https://wa.me/254700000001?text=Hello');
  });
});
