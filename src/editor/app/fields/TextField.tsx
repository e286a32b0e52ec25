/** A line of text. */
import { TextInput } from '@mantine/core';
import { useTextField } from './textCommon.ts';
import type { FieldProps } from './types.ts';

export function TextField(props: FieldProps) {
  const { common, change } = useTextField(props);
  return <TextInput {...common} onChange={(e) => change(e.currentTarget.value)} />;
}
