/**
 * Every message the validator can give, in one place. Each says what is wrong in
 * the editor's words and what to do about it. Tests pin each one to a fixture.
 */
const quote = (v: unknown): string =>
  typeof v === 'string'
    ? `"${v}"`
    : v === null
      ? 'an empty value'
      : Array.isArray(v)
        ? 'a list'
        : typeof v === 'object'
          ? 'a group of fields'
          : typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint' || v === undefined
            ? String(v)
            : typeof v; // a function or a symbol: never in parsed YAML
const list = (vs: readonly unknown[]) => vs.map(quote).join(', ');
const chooseOneOf = (options: readonly unknown[]) => `Choose one of: ${list(options)}.`;
const blockTypesAre = (options: readonly string[]) => `Block types are: ${list(options)}.`;
/** `a`, `a and b`, `a, b and c`. */
const inWords = (vs: readonly string[]) => (vs.length < 2 ? vs.join('') : `${vs.slice(0, -1).join(', ')} and ${vs.at(-1) ?? ''}`);

export const catalogue = {
  yamlSyntax: (detail: string) => `The YAML cannot be read: ${detail}`,
  unreadableFile: (detail: string) => `This file cannot be read: ${detail}`,
  emptyFile: (required: readonly string[]) =>
    `This file is empty.${required.length ? ` It needs ${list(required)}.` : ''} If it was emptied by mistake, take it back from its history (the last commit).`,
  colonInText: (fixed: string, curly: boolean) =>
    curly
      ? `The YAML cannot be read: curly quotes are not quotes to YAML, so the ": " in this text starts a new field. Put the text in straight quotes: ${fixed}`
      : `The YAML cannot be read: the ": " in this text starts a new field. Put the text in quotes: ${fixed}`,
  lostDash: (line: number, item: string, dashLine: number | undefined) =>
    `The YAML cannot be read: line ${line} starts a new item of the list, but its "- " is missing. Write "${item}"${dashLine ? `, the "-" under the one on line ${dashLine}` : ''}.`,
  badIndent: (spaces: number, tooMany: boolean, under: number, lineUp: string) =>
    `The YAML cannot be read: ${under ? `this line and the ${under === 1 ? 'line' : `${under} lines`} under it have` : 'this line has'} ${spaces === 1 ? 'one space' : `${spaces} spaces`} too ${tooMany ? 'many' : 'few'} at the start.${lineUp ? ` Line ${under ? 'them' : 'it'} up with ${lineUp}.` : ''}`,
  commentedValue: (fixed: string) => `A value starting with "#" is read as a comment, and lost. Put it in quotes: ${fixed}`,
  curlyQuotes: (marks: string, fixed: string) => `Curly quotes (${marks}) are kept as part of the text. Use straight quotes: ${fixed}`,
  unclosedBracket: (open: string, line: number, close: string) =>
    `The YAML cannot be read: the "${open}" on line ${line} is never closed: add "${close}" at the end of that line.`,
  strayDocument: (line: number) => `The YAML cannot be read: a line "---" here starts a second document: delete line ${line}.`,
  invisibleChar: (name: string, line: number, col: number, indent: boolean, after: string) =>
    indent
      ? /^\d/.test(name)
        ? `Line ${line} has ${name} from column ${col}, invisible, which YAML does not read as spaces: retype them as ordinary spaces.`
        : `Line ${line} has an invisible ${name} at column ${col}, which YAML does not read as a space: retype it as an ordinary space.`
      : `Line ${line} has an invisible ${name} at column ${col}${after ? `, after "${after}"` : ''}: it is kept as part of the text, unseen, so the value is not what it looks like. Delete it (retype the text around it).`,
  needsQuotes: (why: string, fixed: string) => `The YAML cannot be read: ${why}. Put the text in quotes: ${fixed}`,
  commaInValue: (text: string, fixed: string, isNumber: boolean) =>
    isNumber
      ? `The "," in "${text}" ends the value inside { }, and the rest becomes a field: write ${fixed} (no comma in numbers).`
      : `The "," in "${text}" ends the value inside { }: put it in quotes: ${fixed}`,
  unclosedFrontMatter: (last: number, dashes: string | undefined) =>
    dashes === undefined
      ? `The details that start on line 1 are never closed: add a line "---" after line ${last}.`
      : `The details that start on line 1 are never closed: line ${last + 1} says "${dashes}", where it needs exactly "---".`,
  yamlReuse: (how: 'merge' | 'alias' | 'anchor', name: string) =>
    `${
      how === 'merge'
        ? name
          ? `"<<: *${name}" copies the fields marked "&${name}" into this group`
          : '"<<:" merges fields into this group'
        : how === 'alias'
          ? `"*${name}" repeats the value marked "&${name}"`
          : `"&${name}" marks this value to be repeated elsewhere`
    }, and this site does not support repeating values (anchors "&", aliases "*" and "<<:"). ` +
    `Write the values out in full in each place${how === 'anchor' ? ` and delete "&${name}"` : ''}: the visual editor changes one value in one place, and a repeated value would change everywhere at once, or could not be edited.`,
  tooDeep: (limit: number) =>
    `Values are nested more than ${limit} levels deep here: a bracket or the indentation ran away (a site needs a handful of levels). Check the brackets and the indentation from this line up.`,
  badPostFileName: (name: string, better: string) =>
    `The file name "${name}" cannot be a post's address: rename it "${better}" (lowercase words joined by dashes, ending in .md).`,
  unknownBlockType: (value: unknown, options: readonly string[], hint: string) =>
    `Unknown block type ${quote(value)}.${hint || ` ${blockTypesAre(options)}`}`,
  unknownVariant: (noun: string, value: unknown, options: readonly string[], hint: string) =>
    `Unknown ${noun} ${quote(value)}.${hint || ` ${chooseOneOf(options)}`}`,
  missingBlockType: (options: readonly string[]) => `This block has no "type". Add one of: ${list(options)}.`,
  wrongDiscriminator: (key: string, disc: string, whose: string, meant: string | undefined, options: readonly string[]) =>
    `Unknown field "${key}": ${whose} say which they are with "${disc}". ` +
    (meant ? `Write "${disc}: ${meant}".` : `Write "${disc}:" and one of: ${list(options)}.`),
  unknownKey: (key: string, hint: string, allowed: readonly string[]) =>
    `Unknown field "${key}".${hint || (allowed.length ? ` Allowed here: ${list(allowed)}.` : '')}`,
  misspeltRequiredKey: (key: string, expected: string) => `Unknown field "${key}". Did you mean "${expected}"? (${expected} is required.)`,
  missingField: (field: string, about: string) => `Missing required field "${field}".${about ? ` ${about}` : ''}`,
  wrongType: (expected: string, received: string) => `Expected ${expected}, but found ${received}.`,
  badOption: (value: unknown, options: readonly unknown[], hint: string) =>
    `${quote(value)} is not allowed here.${hint} ${chooseOneOf(options)}`,
  tooShort: (what: string) => what,
  tooLong: (what: string) => what,
  invalid: (message: string) => message,
  badLink: (value: string, meant?: string) =>
    meant
      ? `"${value}" is not a link the site understands: a page's address starts with "/". Write "${meant}".`
      : `"${value}" is not a link the site understands. Write /page, /page#section, #section, https://…, tel:… or mailto:….`,
  brokenLink: (value: string, hint: string) => `Link "${value}" goes to a page that does not exist.${hint}`,
  missingAnchor: (value: string, page: string, hint: string, ids: readonly string[]) =>
    `Link "${value}" points to a section that does not exist on ${page}.${hint || (ids.length ? ` Sections there: ${list(ids.map((i) => `#${i}`))}.` : ' No block on that page has an id.')}`,
  hiddenAnchor: (value: string, page: string, file: string, line: number) =>
    `Link "${value}" points to a block on ${page} that is hidden (hidden: true, ${file} line ${line}), so it leads nowhere. Show the block again (remove its hidden: true; in the visual editor, "Show on the page" on that block), or link to another section.`,
  anchorNeedsPage: (value: string) =>
    `"${value}" only names a section; in the top bar, footer and chat there is no current page to look in. Write /page${value}.`,
  missingImage: (value: string, hint: string) => `Image file "${value}" does not exist under public/.${hint}`,
  badImagePath: (value: string, fixed: string, why: string) =>
    `Image "${value}" is not a path the site can serve: ${why}. Write "${fixed}".`,
  imageNameWithSpace: (value: string, fixed: string) =>
    `The picture's file name in "${value}" has a space, which breaks its address on the page: rename the file (e.g. "${fixed.split('/').pop() ?? fixed}") and write "${fixed}".`,
  almostLink: (written: string, fixed: string, why: string) => `${written} is shown as plain text, not as a link: ${why}. Write ${fixed}`,
  badEmailLink: (value: string) =>
    `"${value}" has no e-mail address after "mailto:": write mailto:name@example.co.ke with the real address.`,
  relativeImage: (value: string, fixed: string) => `Image "${value}" must start with "/" (a path from public/): write "${fixed}".`,
  imageIsFolder: (value: string) =>
    `"${value}" is a folder under public/, not a picture: add the file's name, e.g. ${value.replace(/\/+$/, '')}/photo.svg.`,
  brokenPicture: (value: string, why: string) => `The picture "${value}" cannot be shown on the site. ${why}`,
  externalImage: (value: string) =>
    `Image "${value}" is on another website. Copy the file into public/images/ and write /images/<file name>.`,
  duplicateRoute: (path: string, line: number) => `The page "${path}" is declared twice (first on line ${line}). Remove or rename one.`,
  duplicateBlockId: (id: string, line: number) =>
    `Two blocks of this page have the id "${id}" (first on line ${line}). Ids must be unique on a page.`,
  duplicateSlug: (slug: string, other: string) => `Two blog posts have the address "${slug}" (the other is ${other}). Rename one.`,
  duplicateId: (things: string, id: string, line: number) =>
    `Two ${things} have the id "${id}" (first on line ${line}). Ids must be unique.`,
  duplicateField: (name: string, line: number) =>
    `Two fields of this form are named "${name}" (first on line ${line}). Field names must be unique in a form.`,
  unknownReference: (noun: string, value: string, hint: string, known: readonly string[]) =>
    `Unknown ${noun} "${value}".${hint || (known.length ? ` Known: ${list(known.slice(0, 12))}${known.length > 12 ? ', …' : ''}.` : '')}`,
  sharedPicture: (src: string, line: number) =>
    `The picture "${src}" is already the product's on line ${line}. Give each product a picture of its own that shows it, e.g. /images/products/<product id>.webp.`,
  unknownFormField: (name: string, form: string, hint: string, fields: readonly string[]) =>
    `The form "${form}" has no field "${name}".${hint || ` Its fields: ${list(fields)}.`}`,
  missingTemplateValue: (template: string, names: readonly string[], inForm: boolean) =>
    `The chat message "${template}" fills in ${names.map((n) => `{${n}}`).join(', ')}, which ${inForm ? 'this form has no field for' : 'nothing gives here'}. ` +
    (inForm
      ? `Add a field named ${names.map((n) => `"${n}"`).join(', ')}, or choose another message.`
      : `Add values: { ${names.map((n) => `${n}: …`).join(', ')} } beside it, or choose a message without it.`),
  // Warnings: the site still builds (unless --strict), but not as the editor meant.
  removedHtml: (tag: string, attribute: string | undefined, link: string | undefined) =>
    attribute
      ? /^on/i.test(attribute)
        ? `The ${attribute}="…" of this <${tag}> is left out of the page: a post cannot run code on the site. Remove it.`
        : attribute === 'href' || attribute === 'src'
          ? `The ${attribute} of this <${tag}> is left out of the page: a post may link only to https://…, http://…, mailto:…, tel:… or a page of the site (/page).`
          : `The ${attribute}="…" of this <${tag}> is left out of the page: a post cannot use it. Remove it.`
      : tag === 'script'
        ? 'The <script> here is left out of the page, with its code: a post cannot run code on the site. Remove it.'
        : tag === 'style'
          ? "The <style> here is left out of the page, with its rules: articles take the site's own look. Remove it; for emphasis write **bold** or *italic*."
          : /^(?:iframe|video|audio|embed|object)$/.test(tag)
            ? `The <${tag}> here (an embedded video or page) is left out of the page: a post cannot show another website inside it. Link to it instead: [Watch the video](${link ?? 'https://…'}).`
            : /^(?:textarea|option|xmp)$/.test(tag)
              ? `The <${tag}> here is left out of the page, with what it holds. Remove it.`
              : `The <${tag}> tag here is left out of the page (the text inside it stays). Remove it; write the formatting in Markdown instead (**bold**, *italic*, ## A heading, [a link](https://…)).`,
  unfilterableProduct: (product: string, category: string, pages: readonly string[], allLabel: string, chips: readonly string[]) =>
    `The catalogue${pages.length === 1 ? '' : 's'} on ${inWords(pages.length > 3 ? [...pages.slice(0, 2), `${pages.length - 2} other pages`] : pages)} ${pages.length === 1 ? 'has' : 'have'} no filter button for "${category}", the category of "${product}": there it shows only under "${allLabel}", never when a visitor picks a category. ` +
    `Add ${category} to the categories of ${pages.length === 1 ? 'that catalogue' : 'those catalogues'} in site.yaml, or give the product one of: ${list(chips)}.`,
  emptyPage: (path: string) =>
    `Every block of the page "${path}" is hidden (hidden: true), so it would be published empty. Show a block again (remove its hidden: true), or remove the page and the links to it.`,
  pictureSize: (src: string, written: string, width: number, height: number) =>
    `The picture "${src}" is ${width} × ${height} pixels, but this says ${written}, so the page would set aside the wrong space for it. Write width: ${width}, height: ${height}, or leave both out: they are read from the file.`,
  undeclaredLanguage: (lang: string, declared: readonly string[]) =>
    `"${lang}" is not a language of this site: site.languages lists ${list(declared)}. Add ${lang} there, or remove this text${declared.length > 1 ? ` (or write it under ${list(declared.slice(1))})` : ''}.`,
  missingDefaultText: (lang: string, name: string) =>
    `This text has no ${name} (${lang}:), the site's first language: it is what every page shows where a language has no text of its own. Add "${lang}: …" here.`,
  missingTranslation: (lang: string, name: string, english: string) =>
    `Not yet in ${name}: "${english.length > 60 ? `${english.slice(0, 57)}…` : english}". The ${name} page shows it in the site's first language until "${lang}: …" is added here.`,
  untranslatedPost: (name: string, file: string) =>
    `This article is not yet in ${name}: the ${name} blog lists it marked as in the site's first language and links to it. Write its translation in ${file}.`,
  translationOfNothing: (file: string, slug: string) =>
    `${file} is a translation of content/blog/${slug}.md, which does not exist. Rename it after its post (<post>.<language>.md), or remove it.`,
  translationLanguage: (lang: string, declared: readonly string[], first: string) =>
    lang === first
      ? `"${lang}" is the site's first language: the post itself is written in it. A translation's name ends in another language of site.languages (${list(declared.slice(1))}).`
      : `"${lang}" is not a language of this site: site.languages lists ${list(declared)}. Add ${lang} there, or rename this file.`,
} as const;

export type ProblemKind = keyof typeof catalogue;

/**
 * The same words for the editors' checker (the YAML language server), which shows a JSON Schema's
 * fixed message: it cannot quote the value or guess what was meant. src/schema/jsonSchema.ts
 * writes these into the generated schemas.
 */
export const fixedMessages = {
  badOption: (options: readonly unknown[]) => `This value is not allowed here. ${chooseOneOf(options)}`,
  unknownBlockType: (options: readonly string[]) => `Unknown block type. ${blockTypesAre(options)}`,
} as const;
/** Kinds that do not fail the build (unless --strict): the site works, but not as the editor meant. */
const WARNINGS: ReadonlySet<ProblemKind> = new Set<ProblemKind>([
  'removedHtml',
  'unfilterableProduct',
  'emptyPage',
  'pictureSize',
  'missingTranslation',
  'untranslatedPost',
]);

export type Severity = 'error' | 'warning';

/** A kind's severity is part of its entry here, so a warning cannot be reported as an error by mistake. */
export const severityOf = (kind: ProblemKind): Severity => (WARNINGS.has(kind) ? 'warning' : 'error');
