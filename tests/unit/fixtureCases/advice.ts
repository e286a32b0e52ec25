import type { Expected } from './base.ts';

/** YAML slips whose message must give the right advice (issue 17, point 1). */
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
      where: 'site details › phone',
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
};
