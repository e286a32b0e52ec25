/**
 * The panel's back end when `npm run edit` serves it: its server, over HTTP. Every request carries the session's token in its header, taken
 * from the address npm run edit printed (`#token=…`) and kept for this tab only. The event
 * stream, which a browser opens without headers, is opened with a one-use ticket.
 */
import {
  API,
  PREVIEW_PAGE,
  TOKEN_HEADER,
  type Catalog,
  type ChangesResponse,
  type EditorState,
  type EditRequest,
  type EditResponse,
  type NewPostRequest,
  type PrepareResponse,
  type PublicationsResponse,
  type PublishRequest,
  type PublishResponse,
  type SiteFiles,
  type UploadResponse,
} from '../protocol.ts';
import type { EditorBackend } from '../backend.ts';

const KEY = 'site-editor-token';

/** The kinds of picture the server takes (its upload checks each by its first bytes), for a file chooser. */
export const PICTURE_TYPES = 'image/png,image/jpeg,image/webp,image/avif,image/gif,image/svg+xml';

export function sessionToken(): string {
  const fromHash = new URLSearchParams(location.hash.slice(1)).get('token');
  if (fromHash) {
    sessionStorage.setItem(KEY, fromHash);
    // Out of the address bar, so a copied or shared address does not carry it.
    history.replaceState(null, '', location.pathname + location.search);
    return fromHash;
  }
  return sessionStorage.getItem(KEY) ?? '';
}

/** The calls of the API with the session's token (read once, from the address or the tab). */
function caller(token: string) {
  return async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const headers = new Headers(init.headers);
    headers.set(TOKEN_HEADER, token);
    const res = await fetch(`${API}/${path}`, { ...init, headers });
    const body = (await res.json().catch(() => undefined)) as (T & { message?: string }) | undefined;
    if (!body) throw new Error(`The editor's server did not answer (${res.status}). Is npm run edit still running?`);
    if (res.status === 401 || res.status === 403) throw new Error(body.message ?? 'Refused.');
    return body;
  };
}

type Call = ReturnType<typeof caller>;

/** The back end of `npm run edit`: its server, asked over HTTP with the token from the address it printed. */
export function httpBackend(): EditorBackend {
  const call = caller(sessionToken());
  const postJson = <T>(path: string, data: unknown) =>
    call<T>(path, { method: 'POST', body: JSON.stringify(data), headers: { 'content-type': 'application/json' } });
  return {
    state: () => call<EditorState>('state'),
    catalog: () => call<Catalog>('catalog'),
    site: () => call<SiteFiles>('site'),
    edit: (req: EditRequest) => postJson<EditResponse>('edit', req),
    newPost: (req: NewPostRequest) => postJson<EditResponse>('post', req),
    upload: (file: File, folder: string) =>
      call<UploadResponse>(`upload?${new URLSearchParams({ name: file.name, folder })}`, {
        method: 'POST',
        body: file,
        headers: { 'content-type': 'application/octet-stream' },
      }),
    events: () => new HttpEvents(call),
    otherWriter: {
      title: 'Changed on disk',
      changed: (files) => `${files.join(', ')} changed outside the editor; the editor has read it again.`,
    },
    /* Publishing: each answer is ok, or a Failed with its message in words. */
    changes: () => call<ChangesResponse>('changes'),
    discard: (id: string) => postJson<ChangesResponse>('changes/discard', { id }),
    prepare: () => postJson<PrepareResponse>('publish/prepare', {}),
    publish: (req: PublishRequest) => postJson<PublishResponse>('publish', req),
    publications: () => call<PublicationsResponse>('publications'),
    // The dev server serves the site's pictures, and the uploads waiting for their save, at their addresses.
    pictureUrl: (src) => src,
    preview: { page: PREVIEW_PAGE, siteServer: true },
  };
}

/** How long to wait before opening the event stream again after it closed. */
const RETRY_MS = 2000;

/**
 * News of files changed on disk ('changed' events, as the server sends them). Each connection
 * takes a fresh one-use ticket (POST ticket, with the token): a dropped connection cannot come
 * back with the old one, so it is closed and opened again with a new ticket.
 */
class HttpEvents extends EventTarget {
  private source: EventSource | undefined;
  private closed = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly call: Call) {
    super();
    void this.open();
  }

  private async open() {
    this.timer = undefined;
    try {
      const { ticket } = await this.call<{ ticket: string }>('ticket', { method: 'POST' });
      if (this.closed) return;
      const source = new EventSource(`${API}/events?${new URLSearchParams({ ticket })}`);
      this.source = source;
      source.addEventListener('changed', (e) => {
        this.dispatchEvent(new MessageEvent('changed', { data: (e as MessageEvent<string>).data }));
      });
      source.addEventListener('error', () => {
        source.close();
        this.again();
      });
    } catch {
      this.again();
    }
  }

  private again() {
    if (!this.closed && !this.timer) this.timer = setTimeout(() => void this.open(), RETRY_MS);
  }

  close() {
    this.closed = true;
    clearTimeout(this.timer);
    this.source?.close();
  }
}
