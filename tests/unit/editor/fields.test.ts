import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applyToDraft } from '../../../src/editor/app/fields/draftValue.ts';
import { widgetOf } from '../../../src/editor/app/fields/widgetOf.ts';
import { helpOf, labelOf, nounOf } from '../../../src/editor/words.ts';
import { SiteSettings } from '../../../src/schema/site.ts';
import { blockSchemas } from '../../../src/schema/blocks.ts';
import { PostFrontMatter, Product } from '../../../src/schema/content.ts';
import { editorMeta } from '../../../src/schema/editorMeta.ts';
import { annotatedJsonSchema, type AnnotatedSchema } from '../../../src/schema/jsonSchema.ts';
import { sentences, text } from '../../../src/schema/kinds.ts';

const schemaOf = (shape: z.ZodRawShape) => annotatedJsonSchema(z.strictObject(shape));
/** The schema of a property, which must be there. */
function prop(node: AnnotatedSchema, key: string): AnnotatedSchema {
  const found = node.properties?.[key];
  if (!found) throw new Error(`No property ${key}`);
  return found;
}
const widgetAt = (root: AnnotatedSchema, key: string) => widgetOf(prop(root, key), root);

describe('a field is drawn by the widget declared on it, never guessed from its key or length', () => {
  it('a field named like prose is one line unless declared multiline, and any key can be declared multiline', () => {
    const root = schemaOf({ text: text('A word.'), title: sentences('Long.'), description: z.string() });
    expect(widgetAt(root, 'text')).toBe('text');
    expect(widgetAt(root, 'title')).toBe('longText');
    expect(widgetAt(root, 'description')).toBe('text');
  });

  it('the kinds and types give pictures, picks, links, switches, choices, tags and lists', () => {
    const post = annotatedJsonSchema(PostFrontMatter);
    expect(widgetAt(post, 'category')).toBe('pick');
    expect(widgetAt(post, 'featured')).toBe('switch');
    expect(widgetAt(post, 'tags')).toBe('tags');
    expect(widgetAt(post, 'excerpt')).toBe('longText');
    expect(widgetOf(prop(prop(post, 'image'), 'src'), post)).toBe('picture');
    const storySchema = blockSchemas.find((b) => b.shape.type.value === 'story');
    if (!storySchema) throw new Error('No story block');
    const story = annotatedJsonSchema(storySchema);
    // Paragraphs are prose: one box each, not tags.
    expect(widgetAt(story, 'paragraphs')).toBe('list');
  });

  it('every block type and the product and post fields the panel shows have plain labels', () => {
    for (const b of blockSchemas) expect(editorMeta.get(b)?.label, b.shape.type.value).toMatch(/^[A-Z][a-z]+([ -][a-z]+)*$/);
    const product = annotatedJsonSchema(Product);
    expect(labelOf(prop(product, 'category'), 'category')).toBe('Category');
    expect(labelOf(prop(prop(product, 'image'), 'src'), 'src')).toBe('Picture');
    // Help in the editor's words, not the YAML's ("Category id, one of the ids under categories").
    expect(prop(product, 'category')['x-editor']?.help).not.toMatch(/\bid\b/);
  });

  it('no field of a block, a product, a post or the site facts shows help in the YAML’s words', () => {
    const yamlWords = /\btrue (shows|hides)\b|site:|content\/|public\/|\.yaml|Write "|chat\.templates|\bids?\b/;
    const found: string[] = [];
    const walk = (node: unknown, where: string): void => {
      if (typeof node !== 'object' || node === null) return;
      const s = node as AnnotatedSchema;
      for (const [key, prop] of Object.entries(s.properties ?? {})) {
        const help = helpOf(prop) ?? '';
        if (yamlWords.test(help)) found.push(`${where}.${key}: ${help}`);
      }
      for (const v of Object.values(node)) walk(v, where);
    };
    for (const b of blockSchemas) walk(annotatedJsonSchema(b), b.shape.type.value);
    walk(annotatedJsonSchema(Product), 'product');
    walk(annotatedJsonSchema(PostFrontMatter), 'post');
    walk(annotatedJsonSchema(SiteSettings), 'site');
    expect(found).toEqual([]);
  });

  it('a list item is named by the noun its schema declares', () => {
    expect(nounOf({ 'x-editor': { noun: 'opening time' } })).toBe('opening time');
    expect(nounOf(annotatedJsonSchema(SiteSettings).properties?.hours ?? {})).toBe('opening time');
  });
});

describe('a new item’s draft takes the same ops its fields send', () => {
  const base = ['routes', 0, 'blocks', 2, 'items', 3];
  it('sets, adds and removes keys below the draft’s place, and ignores ops elsewhere', () => {
    let d = applyToDraft({}, base, { op: 'addKey', path: base, key: 'question', value: 'Do you deliver?' });
    d = applyToDraft(d, base, { op: 'set', path: [...base, 'question'], value: 'Do you ship?' });
    d = applyToDraft(d, base, { op: 'addKey', path: base, key: 'answer', value: 'Yes.' });
    d = applyToDraft(d, base, { op: 'removeKey', path: base, key: 'answer' });
    d = applyToDraft(d, base, { op: 'set', path: ['routes', 0, 'title'], value: 'elsewhere' });
    expect(d).toEqual({ question: 'Do you ship?' });
  });

  it('adds, moves and removes the items of a list inside it', () => {
    let d = applyToDraft({ tags: ['a'] }, base, { op: 'addItem', path: [...base, 'tags'], value: 'b' });
    d = applyToDraft(d, base, { op: 'moveItem', path: [...base, 'tags'], from: 1, to: 0 });
    expect(d).toEqual({ tags: ['b', 'a'] });
    d = applyToDraft(d, base, { op: 'removeItem', path: [...base, 'tags'], index: 0 });
    expect(d).toEqual({ tags: ['a'] });
  });

  it('a draft that is one text (a paragraph) is replaced whole', () => {
    expect(applyToDraft('', base, { op: 'set', path: base, value: 'A paragraph.' })).toBe('A paragraph.');
  });
});
