import { z } from 'zod';
import { editorMeta, shown, type EditorMeta } from './editorMeta.ts';

/**
 * Strings that mean more than their text: a link, an image file, or the id of an
 * item declared elsewhere. The loader walks the schema alongside the data to find
 * them and cross-check each one (route exists, file exists, id resolves).
 */
export type Collection = 'products' | 'categories' | 'posts' | 'blogCategories' | 'chatTemplates' | 'forms' | 'programs';

export type Kind = { kind: 'link' } | { kind: 'image' } | { kind: 'ref'; collection: Collection; noun: string };

export const kinds = z.registry<Kind>();

/** Where the ids of each collection are declared (the block reference and the editors' hover help say it). */
export const collectionHome: Record<Collection, string> = {
  products: 'from content/products.yaml',
  categories: 'from content/products.yaml',
  posts: 'from the file names in content/blog/',
  blogCategories: 'from content/blog.yaml',
  chatTemplates: 'from `chat.templates` in site.yaml',
  forms: 'from content/forms/',
  programs: 'from content/programs.yaml',
};

/**
 * Objects that must carry exactly one of some keys (a button's one action). The object's refine
 * checks it for the loader; the JSON Schema generator reads the same keys for the editors' checker.
 */
export const exactlyOne = z.registry<{ keys: readonly string[] }>();

export const socialNetworks = ['facebook', 'instagram', 'twitter', 'x', 'linkedin', 'tiktok', 'youtube'] as const;

/** A link: `/path`, `/path#anchor`, `#anchor`, `https://…`, `tel:…` or `mailto:…`. */
export function link(description: string, meta: EditorMeta = {}) {
  return shown(z.string().min(1).describe(description).register(kinds, { kind: 'link' }), meta);
}

/** A file under `public/`, written from the site root: `/images/hero.webp`. */
export function imageSrc(description: string, meta: EditorMeta = {}) {
  return shown(z.string().min(1).describe(description).register(kinds, { kind: 'image' }), meta);
}

/** The id of an item of a content collection. */
export function ref(collection: Collection, noun: string, description: string, meta: EditorMeta = {}) {
  return shown(z.string().min(1).describe(description).register(kinds, { kind: 'ref', collection, noun }), meta);
}

/** Longer than any word a heading needs ("Internationalisation" has 20 letters); a phone's line holds about 18 at heading size. */
export const LONGEST_WORD = 30;

/** A run of letters too long to be one word (words pasted together): the phone would break it mid-word. */
export function runOnWord(value: string): string | undefined {
  const word = value
    .split(/\s+/)
    .map((w) => w.replace(/^\P{L}+|\P{L}+$/gu, ''))
    .find((w) => w.length > LONGEST_WORD && /^[\p{L}\p{N}]+$/u.test(w));
  if (!word) return undefined;
  return `"${word.slice(0, 24)}…" is one word of ${word.length} letters: a phone's screen breaks it in the middle. Put spaces between its words.`;
}

/**
 * The languages a site can be in, each with a catalogue of the shell's words (src/i18n/messages).
 * site.yaml's `site.languages` says which of them the site is in; the first is the default.
 */
export const LANGUAGES = ['en', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's name in its own words (the language switch, the editor's inputs, the messages). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', sw: 'Kiswahili' };

/** Words given per language: `{ en: "About Us", sw: "Kuhusu Sisi" }`. */
export type Translations = { [L in Language]?: string };

/**
 * The fields whose text is either one for every language (a plain string) or one per language
 * (`{ en: …, sw: … }`). The loader, the JSON Schema, the docs, the editor and the localiser
 * (src/i18n/localize.ts) all find them here.
 */
export const translatable = z.registry<{ multiline: boolean }>();

/** A text field in both forms: `one` (the text's own rules), or a map of languages to such texts. */
/**
 * A text field's union, one text or one per language, told apart by the form of the value (a
 * group of fields is the one per language), as zod's own ZodXor refines ZodUnion: a plain union
 * tries each option and, when both fail, keeps the issues of both (a list of 200,000 cards without
 * their titles took a fifth more time and memory). A wrong value's issues are then those of the
 * form it is written in, as any other text's ("missing", "empty", "not a language").
 */
const ZodText = z.core.$constructor('ZodText', (inst: z.ZodUnion, def: z.core.$ZodUnionDef) => {
  z.ZodUnion.init(inst, def);
  const [one, each] = def.options;
  inst._zod.parse = (payload, ctx) => {
    const v: unknown = payload.value;
    return (typeof v === 'object' && v !== null && !Array.isArray(v) ? each : one)._zod.run(payload, ctx);
  };
});

export function inLanguages<T extends z.ZodType<string>>(one: T, description: string, meta: EditorMeta = {}) {
  const each = z
    .strictObject(
      Object.fromEntries(LANGUAGES.map((l) => [l, one.optional().describe(`The text in ${LANGUAGE_NAMES[l]}.`)])) as {
        [L in Language]: z.ZodOptional<T>;
      },
    )
    .describe('One text per language, e.g. en: About Us, sw: Kuhusu Sisi.');
  // zod's constructors are typed for any options; these are the two.
  const either = (new ZodText({ type: 'union', options: [one, each] }) as z.ZodUnion<[T, typeof each]>).describe(description);
  translatable.add(either, { multiline: meta.multiline === true });
  return shown(either, meta);
}

/**
 * A type as the pages get it: every text in one language (src/i18n/localize.ts has chosen it).
 * The loader's own values keep both forms (`string | Translations`).
 */
export type Localized<T> = T extends string
  ? T
  : T extends Translations
    ? [keyof T] extends [Language]
      ? string
      : { [K in keyof T]: Localized<T[K]> }
    : T extends readonly (infer U)[]
      ? Localized<U>[]
      : T extends object
        ? { [K in keyof T]: Localized<T[K]> }
        : T;

/** zod's inferred type of a schema, localized: what a page's components get. */
export type Infer<S extends z.ZodType> = Localized<z.infer<S>>;

const oneLine = () =>
  z
    .string()
    .min(1)
    .check((ctx) => {
      const why = runOnWord(ctx.value);
      if (why) ctx.issues.push({ code: 'custom', message: why, input: ctx.value, continue: true });
    });

/** Text shown as written: not empty, and no word too long to fit a phone's line; one, or one per language. */
export const text = (description: string, meta: EditorMeta = {}) => inLanguages(oneLine(), description, meta);

/**
 * Text in one language only: a blog post's own words (its translation is a file beside it,
 * content/blog/<slug>.<language>.md, so a post is translated in one way only).
 */
export const plainText = (description: string, meta: EditorMeta = {}) => shown(oneLine().describe(description), meta);

/** A sentence or a few, as written: a box of several lines in the editor; one, or one per language. */
export const sentences = (description: string, meta: EditorMeta = {}) =>
  inLanguages(z.string().min(1), description, { multiline: true, ...meta });

/** An image with its alternative text; `alt: ""` marks a decorative image on purpose. */
export const Image = z
  .strictObject({
    src: imageSrc('Image file under public/, written from the site root, e.g. /images/hero.svg.', {
      label: 'Picture',
      help: 'Choose one of the site’s pictures, or upload a new one.',
    }),
    alt: inLanguages(z.string(), 'What the image shows, read aloud to blind visitors. Use "" only for a purely decorative image.', {
      label: 'What the picture shows',
      help: 'Read aloud to visitors who cannot see it. Leave it empty only for a picture that is pure decoration.',
    }),
    width: z
      .number()
      .int()
      .positive()
      .optional()
      .describe("Width of the picture's file in pixels (reserves space so nothing shifts); read from the file when left out.")
      .register(editorMeta, { label: 'Width in pixels', help: 'Read from the picture when left empty.' }),
    height: z
      .number()
      .int()
      .positive()
      .optional()
      .describe("Height of the picture's file in pixels; read from the file when left out.")
      .register(editorMeta, { label: 'Height in pixels', help: 'Read from the picture when left empty.' }),
  })
  .describe('An image and its alternative text.')
  .register(editorMeta, { label: 'Picture' });

/**
 * A post's picture: its description is written once, in the post's own language, like the rest of
 * its front matter; a translation gives its own (`alt` in content/blog/<name>.sw.md).
 */
export const PostImage = Image.extend({
  alt: z
    .string()
    .describe('What the image shows, in the article’s language, read aloud to blind visitors; a translation gives its own.')
    .register(editorMeta, {
      label: 'What the picture shows',
      help: 'Read aloud to visitors who cannot see it, in the article’s language (its translation says it in its own).',
    }),
})
  .describe('An image and its alternative text, in the article’s language.')
  .register(editorMeta, { label: 'Picture' });

/** A block's id: an in-page anchor. */
export const BLOCK_ID = /^[a-z][a-z0-9-]*$/;

export const BlockId = z
  .string()
  .regex(BLOCK_ID, 'Use lowercase letters, digits and dashes, starting with a letter (e.g. "our-story").')
  .describe('In-page anchor of this block: a link to /page#id scrolls here.')
  .register(editorMeta, {
    label: 'Name for links',
    help: 'Lowercase words joined by dashes, e.g. our-story: a link to the page followed by #our-story comes to this block.',
  });

/** What every block shares besides its type. */
export const blockBase = {
  id: BlockId.optional(),
  hidden: z
    .boolean()
    .optional()
    .describe('true hides this block without deleting it.')
    .register(editorMeta, { label: 'Hidden', help: 'On: visitors do not see this block; it stays here to show again later.' }),
};

/** What a button can do; it does exactly one of them. */
const BUTTON_ACTIONS = ['to', 'chat', 'call', 'dialog', 'form'] as const;

export const Button = z
  .strictObject({
    label: text('Text on the button.', { label: 'Words on the button', title: true }),
    to: link('Where the button goes: /path, /path#anchor, #anchor or a full address.', {
      label: 'Goes to',
      help: 'A page of the site, a section of one, or a full web address.',
    }).optional(),
    chat: ref('chatTemplates', 'chat message template', 'Opens the chat app with this message template (a name under chat.templates).', {
      label: 'Opens the chat with',
      help: 'The chat app opens with this message ready to send.',
    }).optional(),
    call: z
      .literal(true)
      .optional()
      .describe('Write "call: true" for a button that calls the phone number under site:; "{phone}" in its label shows that number.')
      .register(editorMeta, {
        label: 'Calls the phone number',
        help: 'On: the button calls the organisation’s phone number; {phone} in its words shows the number.',
      }),
    dialog: ref('forms', 'form', 'Opens this form (under content/forms/) in a dialog, e.g. bulk-quote.', {
      label: 'Opens the form',
      help: 'The form opens over the page.',
    }).optional(),
    form: ref('forms', 'form', 'Scrolls to this form on the page and fills in "values".', {
      label: 'Goes to the form',
      help: 'Scrolls to this form on the same page.',
    }).optional(),
    values: z
      .record(z.string(), z.string())
      .optional()
      .describe(
        'With "form" or "dialog": values filled into the form, by field name (e.g. program: basic). With "chat": words for the {names} of its message (e.g. productName: a custom chair).',
      ),
    variant: z.enum(['primary', 'secondary', 'outline', 'light']).optional().describe('Look of the button; primary by default.'),
  })
  .refine((b) => BUTTON_ACTIONS.filter((action) => b[action] !== undefined).length === 1, {
    message: 'A button needs exactly one of "to" (a link), "chat" (a chat template), "call: true", "dialog" or "form" (a form id).',
  })
  .describe('A button: a label and what it does.')
  .register(exactlyOne, { keys: BUTTON_ACTIONS })
  .register(editorMeta, { label: 'Button' });

export type ImageT = Infer<typeof Image>;
export type ButtonT = Infer<typeof Button>;
