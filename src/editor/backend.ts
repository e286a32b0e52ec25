/**
 * What the panel asks of where the editor runs, as one interface: the site's state, the edits,
 * the uploads, news of outside changes and publishing. Two places answer it with the same code
 * under them (`sessionAnswers`): `npm run edit`'s server in Node, over HTTP (app/client.ts asks
 * it), and the page itself at /admin, where the session runs in the browser (admin/).
 */
import type { Session } from './session.ts';
import type { Publisher } from './publish/publish.ts';
import { PublishError } from './publish/repository.ts';
import { catalog } from './catalog.ts';
import { plainTrouble } from './trouble.ts';
import type {
  Catalog,
  ChangesResponse,
  EditorState,
  EditRequest,
  EditResponse,
  NewPostRequest,
  PrepareResponse,
  PublicationsResponse,
  PublishRequest,
  PublishResponse,
  SiteFiles,
  UploadResponse,
} from './protocol.ts';

/** News of files changed by another writer: 'changed' events whose `data` is JSON `{ files }` (protocol.ts ChangedEvent). */
export interface EditorEvents extends EventTarget {
  close(): void;
}

export interface EditorBackend {
  state: () => Promise<EditorState>;
  catalog: () => Promise<Catalog>;
  /** The texts the panel's own drawing of a page is made from. */
  site: () => Promise<SiteFiles>;
  edit: (req: EditRequest) => Promise<EditResponse>;
  newPost: (req: NewPostRequest) => Promise<EditResponse>;
  /** A picture the person chose, kept until the save that names it. */
  upload: (file: File, folder: string) => Promise<UploadResponse>;
  events: () => EditorEvents;
  /** How the news of another writer's change is said here (on disk; another tab). */
  otherWriter: { title: string; changed: (files: string[]) => string };
  changes: () => Promise<ChangesResponse>;
  discard: (id: string) => Promise<ChangesResponse>;
  prepare: () => Promise<PrepareResponse>;
  publish: (req: PublishRequest) => Promise<PublishResponse>;
  publications: () => Promise<PublicationsResponse>;
  /** Where a picture the panel shows is fetched from (a staged upload has no address on the site yet). */
  pictureUrl: (src: string) => string;
  /** The page that draws the site from its files in the preview's frame; whether a dev server can draw it too. */
  preview: { page: string; siteServer: boolean };
}

/** A publishing answer that failed: the publisher's own refusal in words (PublishError), else the trouble in plain words. */
export const failed = (e: unknown, what: string) => ({
  ok: false as const,
  message: e instanceof PublishError ? e.message : plainTrouble(e, what),
});

/** The answers of one session and its publisher, whatever carries them to the panel. */
export function sessionAnswers(session: Session, publisher: Publisher) {
  return {
    state: () => session.state(),
    catalog: async () => catalog(await session.siteText()),
    site: () => session.siteFiles(),
    edit: (req: EditRequest) => session.edit(req),
    newPost: (req: NewPostRequest) => session.newPost(req),
    upload: (name: string, folder: string, data: Uint8Array) => session.upload(name, folder, data),
    changes: (): Promise<ChangesResponse> =>
      publisher.changes().then(
        (changes) => ({ ok: true as const, changes }),
        (e: unknown) => failed(e, 'The changes could not be listed'),
      ),
    discard: (id: string): Promise<ChangesResponse> =>
      publisher.discard(id).catch((e: unknown) => failed(e, 'The change could not be discarded')),
    prepare: () => publisher.prepare(),
    publish: (req: PublishRequest) => publisher.publish(req),
    publications: (): Promise<PublicationsResponse> =>
      publisher.publications().then(
        (publications) => ({ ok: true as const, publications }),
        (e: unknown) => failed(e, 'The publications could not be read'),
      ),
  };
}

export type SessionAnswers = ReturnType<typeof sessionAnswers>;
