import type { Expected } from './base.ts';

/** YAML slips whose message must give the right advice. */
export const adviceCases: Record<string, Expected[]> = {
  // A text with ": " in it, not in quotes: YAML takes "Note" for a field name.
  'yaml-colon-in-text': [
    {
      kind: 'colonInText',
      where: '',
      file: 'site.yaml',
      line: 41,
      col: 18,
      path: '',
      message:
        'The YAML cannot be read: the ": " in this text starts a new field. Put the text in quotes: description: "Note: we are closed on Sundays."',
    },
  ],
  // A block whose "- " became two spaces: it joins the block above, whose "type" then comes twice.
  'yaml-list-item-without-dash': [
    {
      kind: 'lostDash',
      where: '',
      file: 'site.yaml',
      line: 45,
      col: 9,
      path: '',
      message:
        'The YAML cannot be read: line 45 starts a new item of the list, but its "- " is missing. Write "- type: hero", the "-" under the one on line 43.',
    },
  ],
  // Quotes a word processor curled: YAML keeps them as characters of the phone number.
  'curly-quotes': [
    {
      kind: 'curlyQuotes',
      where: 'site facts › phone',
      file: 'site.yaml',
      line: 4,
      col: 10,
      path: 'site.phone',
      message: 'Curly quotes (“ ”) are kept as part of the text. Use straight quotes: phone: "+254 700 000 001"',
    },
  ],
  // A link to a section, not in quotes, inside { }: the "#" starts a comment that takes the "}" with it.
  'yaml-hash-in-braces': [
    {
      kind: 'commentedValue',
      where: '',
      file: 'site.yaml',
      line: 38,
      col: 32,
      path: '',
      message: 'A value starting with "#" is read as a comment, and lost. Put it in quotes: to: "#products"',
    },
  ],
  // A title starting with "#", not in quotes: YAML reads a comment and the title is empty.
  'hash-starts-value': [
    {
      kind: 'commentedValue',
      where: 'front matter › title',
      file: 'content/blog/first-post.md',
      line: 2,
      col: 8,
      path: 'title',
      message: 'A value starting with "#" is read as a comment, and lost. Put it in quotes: title: "#1 reason to choose bamboo"',
    },
  ],
  // A form field that says "type:" where form fields say "kind:".
  'form-field-type-not-kind': [
    {
      kind: 'wrongDiscriminator',
      where: 'field 3 "Subject" › type',
      file: 'content/forms/contact.yaml',
      line: 4,
      col: 5,
      path: 'fields[2].type',
      message: 'Unknown field "type": form fields say which they are with "kind". Write "kind: select".',
    },
  ],
  // A field one space to the right of its neighbours: the parser complains about the line above.
  'yaml-indented-one-more': [
    {
      kind: 'badIndent',
      where: '',
      file: 'site.yaml',
      line: 35,
      col: 10,
      path: '',
      message: 'The YAML cannot be read: this line has one space too many at the start. Line it up with the "type:" on line 34.',
    },
  ],
  // A block's "- " one space to the right of the other blocks'.
  'yaml-list-item-indented-one-more': [
    {
      kind: 'badIndent',
      where: '',
      file: 'site.yaml',
      line: 43,
      col: 8,
      path: '',
      message: 'The YAML cannot be read: this line has one space too many at the start. Line it up with the "-" on line 45.',
    },
  ],
  // A { … } whose "}" was lost: the parser complains lines below; the line to mend is the one with the "{".
  'yaml-unclosed-brace': [
    {
      kind: 'unclosedBracket',
      where: '',
      file: 'site.yaml',
      line: 14,
      col: 7,
      path: '',
      message: 'The YAML cannot be read: the "{" on line 14 is never closed: add "}" at the end of that line.',
    },
  ],
  // A "---" line in the middle of site.yaml: YAML reads a second document.
  'yaml-stray-document-line': [
    {
      kind: 'strayDocument',
      where: '',
      file: 'site.yaml',
      line: 11,
      col: 1,
      path: '',
      message: 'The YAML cannot be read: a line "---" here starts a second document: delete line 11.',
    },
  ],
  // A non-breaking space (U+00A0) in the indentation, invisible, which YAML does not take for a space.
  'yaml-non-breaking-space-indent': [
    {
      kind: 'invisibleChar',
      where: '',
      file: 'site.yaml',
      line: 6,
      col: 1,
      path: '',
      message:
        'Line 6 has an invisible non-breaking space (U+00A0) at column 1, which YAML does not read as a space: retype it as an ordinary space.',
    },
  ],
  // A zero-width space after an id: the id looks right but matches nothing.
  'zero-width-space-in-id': [
    {
      kind: 'invisibleChar',
      where: '',
      file: 'content/products.yaml',
      line: 10,
      col: 14,
      path: '',
      message:
        'Line 10 has an invisible zero-width space (U+200B) at column 14, after "chair": it is kept as part of the text, unseen, so the value is not what it looks like. Delete it (retype the text around it).',
    },
  ],
  // A list item with no space after its "-".
  'yaml-dash-without-space': [
    {
      kind: 'yamlSyntax',
      where: '',
      file: 'site.yaml',
      line: 13,
      col: 5,
      path: '',
      message: 'The YAML cannot be read: a space is missing after "-". Write "- { label: Home, to: / }".',
    },
  ],
  // A field written without its colon.
  'yaml-missing-colon': [
    {
      kind: 'yamlSyntax',
      where: '',
      file: 'site.yaml',
      line: 17,
      col: 7,
      path: '',
      message: 'The YAML cannot be read: the colon after "title" is missing. Write "title: Company".',
    },
  ],
  // A text starting with "*", which YAML reads as an alias.
  'yaml-text-starts-with-star': [
    {
      kind: 'needsQuotes',
      where: '',
      file: 'site.yaml',
      line: 23,
      col: 12,
      path: '',
      message:
        'The YAML cannot be read: a text cannot start with "*" unless it is in quotes. Put the text in quotes: promise: "*Free delivery* on orders"',
    },
  ],
  // A "," in a text inside { }: valid YAML, but "Sun" becomes a field of its own.
  'comma-in-flow-value': [
    {
      kind: 'commaInValue',
      where: '',
      file: 'site.yaml',
      line: 10,
      col: 20,
      path: 'site.hours[0].Sun',
      message: 'The "," in "Sat, Sun" ends the value inside { }: put it in quotes: days: "Sat, Sun"',
    },
  ],
  // A long text wrapped onto a next line that is not indented.
  'yaml-wrapped-text': [
    {
      kind: 'yamlSyntax',
      where: '',
      file: 'site.yaml',
      line: 42,
      col: 1,
      path: '',
      message:
        'The YAML cannot be read: the text of "description" on line 41 goes on on line 42, which YAML reads as a new field. Indent line 42 to the text\'s column (17 spaces), or join it to the line above.',
    },
  ],
  // A post whose closing "---" was deleted.
  'post-front-matter-not-closed': [
    {
      kind: 'unclosedFrontMatter',
      where: '',
      file: 'content/blog/first-post.md',
      line: 1,
      col: 1,
      path: '',
      message: 'The details that start on line 1 are never closed: add a line "---" after line 8.',
    },
  ],
};
