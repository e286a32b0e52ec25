/**
 * A minimal LSP client for the real yaml-language-server (the checker behind VS Code's YAML
 * extension), over stdio: start it, give it settings, open documents, collect what it says.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface Diagnostic {
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
  message: string;
  severity?: number;
}

interface Message {
  id?: number;
  method?: string;
  params?: unknown;
  result?: unknown;
  error?: { message: string };
}

/** Settings the server pulls from its client (workspace/configuration): no schema store, nothing fetched. */
const YAML_SETTINGS = { validate: true, hover: true, completion: true, schemaStore: { enable: false } };

export class YamlLanguageServer {
  private readonly proc: ChildProcessWithoutNullStreams;
  private buffer = Buffer.alloc(0);
  private nextId = 0;
  private version = 0;
  private readonly replies = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private readonly diagnostics = new Map<string, (d: Diagnostic[]) => void>();
  private configured: () => void = () => undefined;
  private stderr = '';

  constructor(private readonly root: string) {
    this.proc = spawn(process.execPath, [join(root, 'node_modules/yaml-language-server/bin/yaml-language-server'), '--stdio'], {
      cwd: root,
    });
    this.proc.stdout.on('data', (chunk: Buffer) => this.read(chunk));
    this.proc.stderr.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
  }

  /** Initialises the server and waits until it has applied the settings, so each document is validated once. */
  async start(timeoutMs: number): Promise<void> {
    const configured = new Promise<void>((resolve) => (this.configured = resolve));
    const rootUri = pathToFileURL(this.root).href;
    await this.within(
      this.request('initialize', {
        processId: process.pid,
        rootUri,
        workspaceFolders: [{ uri: rootUri, name: 'site' }],
        capabilities: { workspace: { configuration: true } },
      }),
      timeoutMs,
      'the server to answer initialize',
    );
    // Asks the server to say when it has applied the settings (yaml/schema/store/initialized).
    this.notify('yaml/supportSchemaSelection', {});
    this.notify('initialized', {});
    await this.within(configured, timeoutMs, 'the server to apply its settings');
  }

  /**
   * Opens `text` as the document at `path` (relative to the root; it need not exist on disk, the
   * modeline's schema path is resolved from it) and returns the diagnostics published for it.
   */
  async check(path: string, text: string, timeoutMs: number): Promise<Diagnostic[]> {
    const uri = pathToFileURL(join(this.root, path)).href;
    if (this.diagnostics.has(uri)) throw new Error(`${path} is already being checked: give each document its own path`);
    const published = new Promise<Diagnostic[]>((resolve) => this.diagnostics.set(uri, resolve));
    this.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version: ++this.version, text } });
    return this.within(published, timeoutMs, `diagnostics for ${path}`);
  }

  async stop(): Promise<void> {
    if (this.proc.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => this.proc.once('exit', () => resolve()));
    try {
      await this.within(this.request('shutdown', null), 2000, 'shutdown');
      this.notify('exit', null);
      await this.within(exited, 2000, 'the server to exit');
    } catch {
      this.proc.kill();
      await exited;
    }
  }

  private within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Waited ${ms} ms for ${what}. Server's stderr: ${this.stderr || '(empty)'}`)), ms);
    });
    return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
  }

  private send(message: Message): void {
    const body = JSON.stringify({ jsonrpc: '2.0', ...message });
    this.proc.stdin.write(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  }

  private notify(method: string, params: unknown): void {
    this.send({ method, params });
  }

  private request(method: string, params: unknown): Promise<unknown> {
    const id = ++this.nextId;
    return new Promise((resolve, reject) => {
      this.replies.set(id, { resolve, reject });
      this.send({ id, method, params });
    });
  }

  /** Splits stdout into LSP messages (Content-Length framing) and handles each. */
  private read(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const headerEnd = this.buffer.indexOf('\r\n\r\n');
      if (headerEnd < 0) return;
      const length = Number(/Content-Length: *(\d+)/i.exec(this.buffer.subarray(0, headerEnd).toString())?.[1]);
      if (this.buffer.length < headerEnd + 4 + length) return;
      const message = JSON.parse(this.buffer.subarray(headerEnd + 4, headerEnd + 4 + length).toString()) as Message;
      this.buffer = this.buffer.subarray(headerEnd + 4 + length);
      this.handle(message);
    }
  }

  private handle(message: Message): void {
    if (message.method !== undefined && message.id !== undefined) {
      // The server asks: its settings (one answer per section asked for), or anything else (null).
      if (message.method === 'workspace/configuration') {
        const items = (message.params as { items: Array<{ section?: string }> }).items;
        this.send({ id: message.id, result: items.map((item) => (item.section === 'yaml' ? YAML_SETTINGS : null)) });
      } else this.send({ id: message.id, result: null });
    } else if (message.id !== undefined) {
      const reply = this.replies.get(message.id);
      this.replies.delete(message.id);
      if (message.error) reply?.reject(new Error(message.error.message));
      else reply?.resolve(message.result);
    } else if (message.method === 'textDocument/publishDiagnostics') {
      const { uri, diagnostics } = message.params as { uri: string; diagnostics: Diagnostic[] };
      this.diagnostics.get(uri)?.(diagnostics);
    } else if (message.method === 'yaml/schema/store/initialized') this.configured();
  }
}
