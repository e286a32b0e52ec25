/** Prose of a sentence or more (a field declared multiline): a box that grows with its text. */
import { Textarea } from '@mantine/core';
import { useTextField } from './textCommon.ts';
import type { FieldProps } from './types.ts';

export function LongTextField(props: FieldProps) {
  const { common, change } = useTextField(props);
  return <Textarea {...common} autosize minRows={2} maxRows={10} onChange={(e) => change(e.currentTarget.value)} />;
}
