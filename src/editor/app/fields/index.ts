/** The panel's widgets, one file each, by the name a field's schema gives (src/schema/editorMeta.ts, widgetOf). */
import type { Widget } from '../../../schema/editorMeta.ts';
import { ChoiceField } from './ChoiceField.tsx';
import { GroupField } from './GroupField.tsx';
import { LinkField } from './LinkField.tsx';
import { ListField } from './ListField.tsx';
import { LongTextField } from './LongTextField.tsx';
import { NumberField } from './NumberField.tsx';
import { PickField } from './PickField.tsx';
import { PictureField } from './PictureField.tsx';
import { SwitchField } from './SwitchField.tsx';
import { TagsField } from './TagsField.tsx';
import { TextField } from './TextField.tsx';
import type { WidgetProps } from './types.ts';
import { UnsupportedField } from './UnsupportedField.tsx';

export const widgets: Record<Widget, (props: WidgetProps) => React.ReactNode> = {
  text: TextField,
  longText: LongTextField,
  link: LinkField,
  picture: PictureField,
  pick: PickField,
  number: NumberField,
  switch: SwitchField,
  choice: ChoiceField,
  tags: TagsField,
  list: ListField,
  group: GroupField,
  unsupported: UnsupportedField,
};
