/** A picture: one of the site's (with a look at it), or a new one uploaded. */
import { Button, FileButton, Group, Image, Select, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useId, useState } from 'react';
import { describePath } from '../../edits.ts';
import { tooLargeUpload } from '../../protocol.ts';
import { useBackend } from '../backendContext.ts';
import { fieldKey, messagesAt } from './messages.ts';
import { setOp } from './ops.ts';
import { send, type FieldProps } from './types.ts';
import { useDraft } from './useDraft.ts';
import { helpOf, labelOf } from '../../words.ts';

export function PictureField({ ctx, schema, path, value, present, required, parent, label }: FieldProps) {
  const api = useBackend();
  const name = label ?? labelOf(schema, path[path.length - 1]);
  const field = fieldKey(ctx.file, path);
  const current = typeof value === 'string' ? value : null;
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string>();
  const inputId = useId();
  const commit = async (src: string | null) => {
    if (src === current) {
      ctx.editor.clear(field);
      return undefined;
    }
    if (src === null && !present) return;
    // The old picture's size does not fit the new one: without it the site reads the size from the file.
    const sizes = ['width', 'height']
      .filter((k) => parent && k in parent)
      .map((k) => setOp(ctx, [...path.slice(0, -1), k], undefined, true));
    const op = setOp(ctx, path, src ?? undefined, present);
    if (!(await send(ctx, sizes.length ? { op: 'all', ops: [op, ...sizes] } : op, { label: `${name} changed`, field }))) return;
    if (parent && 'alt' in parent && src) {
      notifications.show({
        title: 'New picture',
        message: 'Say what it shows in "What the picture shows", for visitors who cannot see it.',
      });
    }
  };
  const { draft, pick } = useDraft<string | null>(current, commit);
  const upload = async (file: File | null) => {
    if (!file) return;
    const max = ctx.editor.catalog?.maxUpload;
    // Said at once, before megabytes go over the connection (the server refuses it as well).
    if (max !== undefined && file.size > max) {
      setUploadError(tooLargeUpload(max));
      return;
    }
    setUploading(true);
    setUploadError(undefined);
    // Beside the pictures of its kind: products/ for a product, blog/ for a post, else the current picture's folder.
    const folder =
      ctx.file === 'content/products.yaml' ? 'products' : ctx.post ? 'blog' : (current?.match(/^\/images\/(.+)\/[^/]+$/)?.[1] ?? 'uploads');
    try {
      const res = await api.upload(file, folder);
      if (res.ok && res.src) {
        await ctx.editor.reload();
        pick(res.src);
      } else setUploadError(res.message ?? 'The picture was not added.');
    } catch (e) {
      setUploadError(e instanceof Error ? e.message : String(e));
    } finally {
      setUploading(false);
    }
  };
  const error = [uploadError, messagesAt(ctx, path)].filter(Boolean).join(' ') || undefined;
  const images = draft && !ctx.choices.images.includes(draft) ? [draft, ...ctx.choices.images] : ctx.choices.images;
  return (
    <Stack gap={4}>
      <Group align="end" wrap="nowrap" gap="xs">
        <Select
          id={inputId}
          style={{ flex: 1 }}
          label={name}
          description={helpOf(schema)}
          required={required}
          error={error}
          data={images}
          value={draft}
          searchable
          clearable={!required}
          limit={200}
          onChange={(v) => {
            // Another picture chosen: the last upload's refusal is no longer about this field.
            setUploadError(undefined);
            pick(v);
          }}
          data-path={describePath(path)}
        />
        <FileButton onChange={(f) => void upload(f)} accept="image/png,image/jpeg,image/webp,image/avif,image/gif,image/svg+xml">
          {(props) => (
            <Button {...props} variant="default" loading={uploading} aria-describedby={inputId}>
              Upload…
            </Button>
          )}
        </FileButton>
      </Group>
      {draft ? <Image src={api.pictureUrl(draft)} alt="" h={72} w="auto" fit="contain" radius="sm" style={{ alignSelf: 'start' }} /> : null}
    </Stack>
  );
}
