/** The organisation's facts under `site:` in site.yaml: phone, hours, address, social links… */
import { Stack, Text } from '@mantine/core';
import type { Catalog, EditorState } from '../protocol.ts';
import { ObjectFields } from './SchemaForm.tsx';
import type { Editor } from './useEditor.ts';

export function SitePanel({ editor, state, catalog }: { editor: Editor; state: EditorState; catalog: Catalog }) {
  const data = state.files['site.yaml'].data;
  const site = typeof data === 'object' && data !== null ? (data as Record<string, unknown>).site : undefined;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Shown in the top bar, the footer, the contact page and the buttons that call or chat.
      </Text>
      <ObjectFields
        ctx={{ editor, file: 'site.yaml', root: catalog.site, choices: state.choices, problems: state.problems }}
        schema={catalog.site}
        path={['site']}
        value={site}
      />
    </Stack>
  );
}
