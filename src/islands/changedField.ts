/**
 * Whether the visitor changed a field of the page from what the page drew: the platform keeps
 * both (`defaultValue`, `defaultChecked`, an option's `defaultSelected`). A select drawn with no
 * option chosen shows its first enabled one, which is not a change.
 */
export function changedField(el: Element): boolean {
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) return el.checked !== el.defaultChecked;
  if (el instanceof HTMLSelectElement) {
    const drawn = [...el.options].find((o) => o.defaultSelected) ?? [...el.options].find((o) => !o.disabled);
    return el.value !== (drawn?.value ?? '');
  }
  return (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && el.value !== el.defaultValue;
}
