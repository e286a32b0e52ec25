/**
 * What the code host's CI reads: GitHub's workflow commands (`::error file=…,line=…::…`), which
 * put a note on the line of the changed file in a pull request, and the run's summary page.
 * Escaping follows GitHub's runner (@actions/core, command.ts).
 */
import type { ProblemKind } from '../loader/catalogue.ts';
import { countOf, firstOfEachKind, formatProblems, PER_KIND, type Omitted, type Problem } from '../loader/problems.ts';

/** The message part of a workflow command: `%`, carriage returns and line breaks escaped. */
export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A property value (file, title): as the message, plus `:` and `,`, which end a property. */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

export type AnnotationLevel = 'error' | 'warning' | 'notice';

export interface AnnotationProperties {
  file?: string;
  line?: number;
  col?: number;
  endColumn?: number;
  title?: string;
}

/** One workflow command, e.g. `::error file=site.yaml,line=52,col=15,title=Unknown block type::…`. */
export function workflowCommand(level: AnnotationLevel, properties: AnnotationProperties, message: string): string {
  const props = Object.entries(properties)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${escapeProperty(String(v))}`)
    .join(',');
  return `::${level}${props ? ` ${props}` : ''}::${escapeData(message)}`;
}

/** The bold line of a note, in the editor's words (tsc makes every kind of problem have one). */
export const titles: Record<ProblemKind, string> = {
  yamlSyntax: 'The file cannot be read',
  unreadableFile: 'The file cannot be read',
  emptyFile: 'An empty file',
  yamlReuse: 'A value repeated with & or *',
  tooDeep: 'Nested too deep',
  unclosedBracket: 'A bracket never closed',
  strayDocument: 'A stray "---" line',
  invisibleChar: 'An invisible character',
  needsQuotes: 'A text that needs quotes',
  commaInValue: 'A comma that ends a value',
  unclosedFrontMatter: 'Front matter never closed',
  badPostFileName: 'A post file name that cannot be an address',
  unknownBlockType: 'Unknown block type',
  unknownVariant: 'Unknown kind',
  missingBlockType: 'A block without a type',
  unknownKey: 'Unknown field',
  misspeltRequiredKey: 'Misspelt field',
  missingField: 'Missing field',
  wrongType: 'A value of the wrong kind',
  badOption: 'Not one of the choices',
  tooShort: 'Too short or too few',
  tooLong: 'Too long or too many',
  invalid: 'Not a valid value',
  badLink: 'A link the site does not understand',
  brokenLink: 'Link to a page that does not exist',
  missingAnchor: 'Link to a section that does not exist',
  hiddenAnchor: 'Link to a hidden block',
  anchorNeedsPage: 'A section link without its page',
  missingImage: 'A picture that is not there',
  relativeImage: 'A picture path without its leading /',
  imageIsFolder: 'A folder instead of a picture',
  badImagePath: 'A picture path the site cannot serve',
  imageNameWithSpace: "A space in a picture's file name",
  badEmailLink: 'An e-mail link without an address',
  almostLink: 'A link shown as plain text',
  externalImage: 'A picture on another website',
  brokenPicture: 'A picture that cannot be shown',
  duplicateRoute: 'A page declared twice',
  duplicateBlockId: 'Two blocks with the same id',
  duplicateSlug: 'Two posts with the same address',
  duplicateId: 'The same id twice',
  duplicateField: 'Two form fields with the same name',
  unknownReference: 'Unknown name',
  sharedPicture: 'One picture for two products',
  unknownFormField: 'Unknown form field',
  missingTemplateValue: 'A chat message with a blank to fill',
  colonInText: 'A ": " inside a text',
  lostDash: 'A list item without its "- "',
  badIndent: 'A line indented wrongly',
  commentedValue: 'A value read as a comment',
  curlyQuotes: 'Curly quotes',
  wrongDiscriminator: '"type" and "kind" mixed up',
  removedHtml: 'HTML the article leaves out',
  unfilterableProduct: 'A product no filter shows',
  emptyPage: 'A page with every block hidden',
  pictureSize: "A picture's size differs from its file",
  undeclaredLanguage: 'A language the site does not have',
  missingDefaultText: 'A text without its first language',
  missingTranslation: 'Not yet translated',
  untranslatedPost: 'An article not yet translated',
  translationOfNothing: 'A translation of a post that does not exist',
  translationLanguage: "A translation's language",
};

/** The note's text: what is wrong and what to do, then the place in words (or, without one, in the data). */
export function annotationMessage(p: Problem): string {
  const place = p.where ? `in ${p.where}` : p.path ? `at ${p.path}` : '';
  return place ? `${p.message}\n${place}` : p.message;
}

/** A problem as an error note on its line (its file must be the path from the repository's root). */
export function problemAnnotation(p: Problem, level: AnnotationLevel = 'error'): string {
  return workflowCommand(
    level,
    { file: p.file, line: p.line, col: p.col, endColumn: p.endCol > p.col ? p.endCol : undefined, title: titles[p.kind] },
    annotationMessage(p),
  );
}

/** GitHub shows at most this many error notes of one step; the summary lists them all. */
export const ANNOTATIONS_PER_STEP = 10;

/**
 * The run's summary (Markdown, for $GITHUB_STEP_SUMMARY): each problem as a link to its line,
 * then the checker's whole output as the terminal shows it.
 */
export function problemsSummary(
  problems: readonly Problem[],
  lineLink?: (file: string, line: number) => string,
  omitted: Omitted = {},
): string {
  const n = countOf(problems, 'error', omitted);
  const w = countOf(problems, 'warning', omitted);
  // As the terminal report: the first PER_KIND of each kind, then how many more (a summary holds at most 1 MiB).
  const shown = firstOfEachKind(problems, false, omitted);
  const items = shown.flatMap(({ problem: p, more }) => {
    const at = `${p.file} line ${p.line}`;
    const place = p.where ? ` (${p.where})` : '';
    const item = `- ${lineLink ? `[${mdText(at)}](${lineLink(p.file, p.line)})` : mdText(at)}${mdText(place)}: ${mdText(p.message)}`;
    return more ? [item, `- … and ${more.toLocaleString('en-US')} more of this kind`] : [item];
  });
  const whole = shown.length === n + w;
  const text = formatProblems(problems, { omitted });
  const fence = '`'.repeat(Math.max(3, ...[...text.matchAll(/`+/g)].map((m) => m[0].length + 1)));
  return [
    `### The site has ${n} problem${n === 1 ? '' : 's'}${w ? ` and ${w} warning${w === 1 ? '' : 's'}` : ''}`,
    '',
    `Fix ${n === 1 ? 'it' : 'them'} in the file${new Set(problems.map((p) => p.file)).size === 1 ? '' : 's'} named below and commit again. ` +
      'Each problem is also marked on its line in the pull request (Files changed)' +
      (n > ANNOTATIONS_PER_STEP
        ? `; GitHub marks only the first ${ANNOTATIONS_PER_STEP}, this list has ${whole ? 'them all' : `the first ${PER_KIND} of each kind`}.`
        : '.'),
    '',
    ...items,
    '',
    `${fence}text`,
    text,
    fence,
    '',
  ].join('\n');
}

/** Text that Markdown shows as it is: no emphasis, links or HTML tags made from it. */
function mdText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/[\\`*_[\]|#]/g, '\\$&');
}
